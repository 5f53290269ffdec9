/** The app screen of a team (`/teams/[teamId]`): teams have their own place, with or without a company. */
export function teamPath(teamId: number): string {
  return `/teams/${teamId}`;
}
