import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceInvites } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** `DELETE workspaces/{id}/invite?team_id=|?email=`: a manager withdraws a pending invite. */
export async function cancelWorkspaceInvite(db: Db, workspaceId: number, target: { teamId?: number; email?: string }): Promise<void> {
  const match = target.teamId
    ? eq(workspaceInvites.teamId, target.teamId)
    : and(isNull(workspaceInvites.teamId), eq(workspaceInvites.email, target.email ?? ''));
  const deleted = await db
    .delete(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), match))
    .returning({ id: workspaceInvites.id });
  if (deleted.length === 0) throw notFound('Invite');
}
