/**
 * Teams live under the company area (spec §2: company/{companyId}/teams and team/{teamId}). A team
 * without a company uses company id 0, a placeholder no real company has (ids start at 1): its
 * teams screen lists all of the caller's teams.
 */
export const NO_COMPANY_ID = 0;

export const teamHref = (team: { id: number; company_id: number | null }): string => `/company/${team.company_id ?? NO_COMPANY_ID}/team/${team.id}`;

export const companyTeamsHref = (companyId: number | null): string => `/company/${companyId ?? NO_COMPANY_ID}/teams`;

/** A route id segment as a non-negative integer, or null (non-numeric ids are a 404). */
export function parseRouteId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
