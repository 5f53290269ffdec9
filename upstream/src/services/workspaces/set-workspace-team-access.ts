import { and, eq } from 'drizzle-orm';
import type { WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { workspaceTeams } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';

/** `PUT workspaces/{id}/teams/{teamId}`: full or read-only access; the owner team stays full. */
export async function setWorkspaceTeamAccess(db: Db, workspace: WorkspaceLinks, teamId: number, access: 'full' | 'read_only'): Promise<void> {
  if (!workspace.teamIds.includes(teamId)) throw notFound('Team');
  if (teamId === workspace.ownerTeamId) throw fieldError('access', 'The owner team always has full access.');
  await db
    .update(workspaceTeams)
    .set({ access })
    .where(and(eq(workspaceTeams.workspaceId, workspace.id), eq(workspaceTeams.teamId, teamId)));
}
