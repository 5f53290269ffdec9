import { ApiError } from '@/lib/api/api-error';
import type { Team } from '@/lib/contract/teams';
import { fetchTeam } from '@/lib/teams/team-queries';
import { memberOptions } from './people';
import type { MemberOption } from './people';

/**
 * The members of the company's teams the caller belongs to, as Select options (React Query
 * function). A team that fails is skipped; only when every team fails does it throw.
 */
export async function fetchMemberOptions(teamIds: number[], load: (id: number) => Promise<Team> = fetchTeam): Promise<MemberOption[]> {
  const results = await Promise.allSettled(teamIds.map((id) => load(id)));
  const teams = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (teams.length === 0 && teamIds.length > 0) {
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    throw failed?.reason instanceof ApiError ? failed.reason : new Error('No team could be read');
  }
  return memberOptions(teams);
}
