import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { requireVisibleCompany } from '@/lib/companies/server-pages';
import { companyTeamsHref, NO_COMPANY_ID } from '@/lib/teams/team-paths';

type Props = { children: ReactNode; params: Promise<{ companyId: string }> };

/**
 * Every company screen: a company the caller cannot see is a 404, decided here before the
 * segments below stream behind their `loading.tsx` skeletons (a status cannot change once the
 * skeleton is sent). The legacy team links beside this group redirect without a company.
 */
export default async function CompanyAreaLayout({ children, params }: Props) {
  const { companyId } = await params;
  // Company 0 stood for "no company" (teams without one) in earlier links: it has only the teams.
  if (companyId === String(NO_COMPANY_ID)) redirect(companyTeamsHref(null));
  await requireVisibleCompany(companyId);
  return children;
}
