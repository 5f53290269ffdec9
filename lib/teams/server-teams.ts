/** Server-side reads of teams with the session (server components only: it reads the cookie). */
import { dataOf, pageOf } from '@/lib/contract/common';
import { teamResource } from '@/lib/contract/teams';
import type { Team } from '@/lib/contract/teams';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { collectPages } from '@/lib/api/collect-pages';

/** All of the caller's teams, or null when the upstream failed. */
export function loadMyTeams(): Promise<Team[] | null> {
  return collectPages<Team>(async (page) => {
    const res = await upstreamJson('teams', pageOf(teamResource), { searchParams: { page: String(page), per_page: '100' } });
    return res.ok ? res.data : null;
  });
}

/** One page of the caller's teams (optionally one company's), as the list screen shows it. */
export async function loadTeamsPage(page: number, companyId?: number) {
  const searchParams: Record<string, string> = { page: String(page), per_page: '20' };
  if (companyId) searchParams.company_id = String(companyId);
  const res = await upstreamJson('teams', pageOf(teamResource), { searchParams });
  return res.ok ? res.data : null;
}

/** `GET teams/{id}` with members and invites; `status` tells a missing team (404) from a failure. */
export async function loadTeam(id: number): Promise<{ ok: true; team: Team } | { ok: false; status: number }> {
  const res = await upstreamJson(`teams/${id}`, dataOf(teamResource));
  return res.ok ? { ok: true, team: res.data.data } : { ok: false, status: res.status };
}
