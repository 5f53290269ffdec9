'use client';

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchCompany } from '@/lib/companies/queries';
import { fetchTeam } from '@/lib/teams/team-queries';
import { areaTitle, companyAreaIds } from './area-title';
import { useMyWorkspaces } from './use-my-workspaces';

/**
 * The title over the current area's sections (see `areaTitle`). The company and team queries are
 * the pages' own (same keys and functions) but disabled here: the sidebar only reads what the page
 * loaded, and is told when it arrives; the page does the fetching and its error toasts.
 */
export function useAreaTitle(pathname: string): string | null {
  const { workspaces } = useMyWorkspaces();
  const { companyId, teamId } = companyAreaIds(pathname);
  const company = useQuery({ queryKey: queryKeys.company(companyId ?? 0), queryFn: () => fetchCompany(companyId ?? 0), enabled: false });
  const team = useQuery({ queryKey: queryKeys.team(teamId ?? 0), queryFn: () => fetchTeam(teamId ?? 0), enabled: false });
  return areaTitle(pathname, {
    workspaces,
    companyName: companyId ? company.data?.name : null,
    teamCompanyName: teamId ? team.data?.company_name : null,
  });
}
