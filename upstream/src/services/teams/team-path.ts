/** The app screen of a team (`/company/[companyId]/team/[teamId]`); home when it has no company. */
export function teamPath(companyId: number | null, teamId: number): string {
  return companyId === null ? '/' : `/company/${companyId}/team/${teamId}`;
}
