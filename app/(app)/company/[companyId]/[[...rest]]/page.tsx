import { notFound } from 'next/navigation';
import { NotBuilt } from '@/components/shell/not-built';
import { isCompanyRoute } from '@/lib/routes/area-routes';

type Props = { params: Promise<{ companyId: string; rest?: string[] }> };

export const metadata = { title: 'Company' };

export default async function CompanyAreaPage({ params }: Props) {
  const { companyId, rest } = await params;
  if (!/^\d+$/.test(companyId) || !isCompanyRoute(rest)) notFound();
  return <NotBuilt title={`Company ${companyId}`} what={`The company ${rest?.join(' / ') || 'overview'} screen`} />;
}
