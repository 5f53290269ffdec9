/** The app screen of a team (`/teams/[teamId]`, issue 14): teams have their own place, with or without a company. */
export function teamPath(teamId: number): string {
  return `/teams/${teamId}`;
}
