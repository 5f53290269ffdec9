/**
 * Teams have their own place: `/teams` (the caller's teams, optionally one company's) and
 * `/teams/{id}`. The spec's company-area addresses (company/{companyId}/teams and
 * company/{companyId}/team/{teamId}) still work: they redirect here (`legacyTeamRedirect`). Company
 * id 0 was the placeholder earlier links used for a team without a company; it redirects too.
 */
export const NO_COMPANY_ID = 0;

export const TEAMS_HREF = '/teams';

export const teamHref = (team: { id: number }): string => `/teams/${team.id}`;

/** The teams list, narrowed to one company's teams when given one (null or 0: all of the caller's). */
export const companyTeamsHref = (companyId: number | null): string => (companyId ? `/teams?company=${companyId}` : TEAMS_HREF);

/** A route id segment as a non-negative integer, or null (non-numeric ids are a 404). */
export function parseRouteId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** The `?company=` filter of `/teams`: a positive id, else null (all teams; junk is ignored, not a 404). */
export function parseCompanyFilter(value: string | string[] | undefined): number | null {
  const id = typeof value === 'string' ? parseRouteId(value) : null;
  return id ? id : null;
}

/**
 * Where an old company-area team address goes: `/company/{c}/teams` → the teams list (narrowed to
 * company c, unless c is 0), `/company/{c}/team/{t}` → `/teams/{t}`. Null for ids that are not
 * numbers (the caller answers 404).
 */
export function legacyTeamRedirect(companyId: string, teamId?: string): string | null {
  const company = parseRouteId(companyId);
  if (company === null) return null;
  if (teamId === undefined) return companyTeamsHref(company);
  const team = parseRouteId(teamId);
  return team ? teamHref({ id: team }) : null;
}
