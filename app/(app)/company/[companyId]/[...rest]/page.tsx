import { notFound } from 'next/navigation';
import { NotBuilt } from '@/components/shell/not-built';
import { isCompanyRoute } from '@/lib/routes/area-routes';

type Props = { params: Promise<{ companyId: string; rest: string[] }> };

export const metadata = { title: 'Company' };

/**
 * Company-area routes without a screen of their own yet: the monitoring screens of spec §2 say so;
 * anything else is a 404. The other sections (brands, products, retailers, partners, distributors,
 * teams, edit) have real pages, which take precedence over this catch-all.
 */
export default async function CompanyAreaPage({ params }: Props) {
  const { companyId, rest } = await params;
  if (!/^\d+$/.test(companyId) || rest[0] !== 'monitoring' || !isCompanyRoute(rest)) notFound();
  return <NotBuilt title="Monitoring" what={`The company monitoring ${rest.length > 1 ? 'detail ' : ''}screen`} />;
}
