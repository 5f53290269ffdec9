/** Browser reads of teams through the BFF, as React Query functions (they throw `ApiError`). */
import { ApiError, apiData } from '@/lib/api/api-error';
import { apiFetch, failure } from '@/lib/api/api-fetch';
import type { PageMeta } from '@/lib/contract/common';
import type { Team, TeamFindResult } from '@/lib/contract/teams';
import { collectPages } from '@/lib/api/collect-pages';
import type { PageOf } from '@/lib/api/collect-pages';

export const TEAMS_FALLBACK = 'Failed to fetch teams';
export const teamFallback = (id: number) => `Failed to fetch team with ID: ${id}`;
/** Largest page the contract allows: the caller's teams usually fit in one. */
const ALL_PER_PAGE = 100;

export type TeamPage = { data: Team[]; meta: PageMeta };

/** One page of `GET teams` (20 per page), optionally only one company's teams. */
export async function fetchTeamsPage(page: number, companyId?: number): Promise<TeamPage> {
  const res = await apiFetch<Team[]>('teams', { query: { page, per_page: 20, company_id: companyId }, fallback: TEAMS_FALLBACK });
  if (!res.ok) throw new ApiError(res);
  return res.body as TeamPage;
}

/** Every team of the caller (each with the caller's role): memberships for the permission rules. */
export async function fetchMyTeams(): Promise<Team[]> {
  const last: { error: ApiError | null } = { error: null };
  const teams = await collectPages<Team>(async (page) => {
    const res = await apiFetch<Team[]>('teams', { query: { page, per_page: ALL_PER_PAGE }, fallback: TEAMS_FALLBACK });
    if (res.ok) return res.body as PageOf<Team>;
    last.error = new ApiError(res);
    return null;
  });
  if (!teams) throw last.error ?? new ApiError(failure(0, undefined, TEAMS_FALLBACK));
  return teams;
}

export const fetchTeam = (id: number): Promise<Team> => apiData<Team>(`teams/${id}`, { fallback: teamFallback(id) });

/** `GET teams/find?email=` for the invite dialog. */
export const findByEmail = (email: string): Promise<TeamFindResult> =>
  apiData<TeamFindResult>('teams/find', { query: { email }, fallback: 'Could not invite the user' });
