import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { workspaces } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';

/** Tells whoever sent a workspace invite that `who` (a team or a person) has joined. */
export async function notifyInviteAccepted(
  deps: AppDeps,
  invite: { invitedBy: number | null },
  workspaceId: number,
  who: string,
  actorId: number,
): Promise<void> {
  if (invite.invitedBy === null || invite.invitedBy === actorId) return;
  const [ws] = await deps.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  await notifyUser(deps, invite.invitedBy, 'InviteAccepted', {
    kind: 'workspace_invite_accepted',
    title: 'Invite accepted',
    message: `${who} joined the workspace "${ws?.name ?? ''}".`,
    url: `/workspace/${workspaceId}`,
    workspace_id: workspaceId,
  });
}
