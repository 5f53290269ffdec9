/** Server-side reads of teams with the session (server components only: it reads the cookie). */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { dataOf, pageOf } from '@/lib/contract/common';
import { teamResource } from '@/lib/contract/teams';
import type { Team } from '@/lib/contract/teams';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { collectPages } from '@/lib/api/collect-pages';
import { parseRouteId } from './team-paths';

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
// Request-cached: the team's layout (the 404, decision 0011) and its page both read it.
export const loadTeam = cache(async (id: number): Promise<{ ok: true; team: Team } | { ok: false; status: number }> => {
  const res = await upstreamJson(`teams/${id}`, dataOf(teamResource));
  return res.ok ? { ok: true, team: res.data.data } : { ok: false, status: res.status };
});

/** The team of the route, or a 404 for a bad id or a team the caller is not in (the upstream's 404/403). */
export async function requireTeam(rawId: string): Promise<{ teamId: number; team: Team | null }> {
  const teamId = parseRouteId(rawId);
  if (!teamId) notFound();
  const res = await loadTeam(teamId);
  if (!res.ok && (res.status === 404 || res.status === 403)) notFound();
  return { teamId, team: res.ok ? res.team : null };
}
