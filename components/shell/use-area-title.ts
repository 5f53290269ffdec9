'use client';

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { areaTitle, companyAreaIds } from './area-title';
import { useMyWorkspaces } from './use-my-workspaces';

/**
 * The title over the current area's sections (see `areaTitle`). The company and team queries are
 * the pages' own (same keys and functions) but disabled here: the sidebar only reads what the page
 * loaded, and is told when it arrives; the page does the fetching and its error toasts. The
 * functions are imported only if a fetch ever goes through this observer (React Query may take a
 * query's function from any of its observers), which keeps the company and team modules out of
 * every screen's first load (issue 13).
 */
export function useAreaTitle(pathname: string): string | null {
  const { workspaces } = useMyWorkspaces();
  const { companyId, teamId } = companyAreaIds(pathname);
  const company = useQuery({ queryKey: queryKeys.company(companyId ?? 0), queryFn: () => import('@/lib/companies/queries').then((m) => m.fetchCompany(companyId ?? 0)), enabled: false });
  const team = useQuery({ queryKey: queryKeys.team(teamId ?? 0), queryFn: () => import('@/lib/teams/team-queries').then((m) => m.fetchTeam(teamId ?? 0)), enabled: false });
  return areaTitle(pathname, {
    workspaces,
    companyName: companyId ? company.data?.name : null,
    teamCompanyName: teamId ? team.data?.company_name : null,
  });
}
