import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, workspaceTeams } from '../../db/schema';

/** A subquery of the ids of workspaces that any of the user's teams is attached to (the read rule). */
export function accessibleWorkspaceIds(db: Db, userId: number) {
  const teamIds = db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return db.selectDistinct({ id: workspaceTeams.workspaceId }).from(workspaceTeams).where(inArray(workspaceTeams.teamId, teamIds));
}
