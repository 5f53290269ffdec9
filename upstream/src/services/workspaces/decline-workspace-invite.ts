import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceInvites } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type InviteRef = { teamId: number } | { inviteId: number; email: string };

/**
 * Declines (deletes) an invite: a team invite by the workspace and team (the caller is that team's
 * admin, checked by the route), or a user invite by id, only when addressed to the caller's email.
 */
export async function declineWorkspaceInvite(db: Db, workspaceId: number, ref: InviteRef): Promise<void> {
  const match =
    'teamId' in ref
      ? eq(workspaceInvites.teamId, ref.teamId)
      : and(eq(workspaceInvites.id, ref.inviteId), isNull(workspaceInvites.teamId), eq(workspaceInvites.email, ref.email.toLowerCase()));
  const deleted = await db
    .delete(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), match))
    .returning({ id: workspaceInvites.id });
  if (deleted.length === 0) throw notFound('Invite');
}
