'use client';

import { queryKeys } from '@/lib/api/query-keys';
import { useCachedData } from '@/lib/api/use-cached-data';
import type { Company } from '@/lib/contract/companies';
import type { Team } from '@/lib/contract/teams';
import { areaTitle, companyAreaIds } from './area-title';
import { useMyWorkspaces } from '@/lib/workspaces/use-my-workspaces';

/**
 * The title over the current area's sections (see `areaTitle`). The company and team come from
 * what the page loaded (the same keys), read from the cache without creating an entry there: the
 * sidebar renders before the page, and an entry it created would keep the page's prefetched data
 * out of the server HTML (useCachedData says why). It never fetches, so the company and team
 * modules stay out of every screen's first load (decision 0014).
 */
export function useAreaTitle(pathname: string): string | null {
  const { workspaces } = useMyWorkspaces();
  const { companyId, teamId } = companyAreaIds(pathname);
  const company = useCachedData<Company>(companyId ? queryKeys.company(companyId) : null);
  const team = useCachedData<Team>(teamId ? queryKeys.team(teamId) : null);
  return areaTitle(pathname, {
    workspaces,
    companyName: companyId ? company?.name : null,
    teamCompanyName: teamId ? team?.company_name : null,
  });
}
