import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { users, workspaceInvites, workspaces } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { notifyUser } from '../notifications/notify-user';

/**
 * `POST workspaces/{id}/invite {email}`: invites a person, who on accepting brings one of their
 * admin teams (or a new personal team). They get a mail with a sign-in or sign-up link, and a
 * `RecordCreated` notification when they already have an account.
 */
export async function inviteUserToWorkspace(deps: AppDeps, actor: UserRow, workspaceId: number, email: string): Promise<number> {
  const { db, config } = deps;
  const [existing] = await db
    .select({ id: workspaceInvites.id })
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), isNull(workspaceInvites.teamId), eq(workspaceInvites.email, email)))
    .limit(1);
  if (existing) throw fieldError('email', 'This email has already been invited.');
  const [ws] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const [invite] = await db
    .insert(workspaceInvites)
    .values({ workspaceId, email, invitedBy: actor.id, createdAt: deps.now() })
    .returning({ id: workspaceInvites.id });
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const who = `${actor.firstName} ${actor.lastName}`;
  if (account) {
    await notifyUser(deps, account.id, 'RecordCreated', {
      kind: 'workspace_invite',
      title: 'Workspace invite',
      message: `${who} invited you to the workspace "${ws.name}".`,
      workspace_id: workspaceId,
      invite_id: invite.id,
    });
  }
  const link = `${config.appUrl}/${account ? 'login' : 'signup'}?email=${encodeURIComponent(email)}`;
  await deps.mailer.send({
    to: email,
    subject: `You are invited to the workspace "${ws.name}"`,
    text: `Hello,\n\n${who} invited you to the workspace "${ws.name}".\n\n${account ? 'Sign in' : 'Create your account'} to accept or decline the invite:\n${link}\n`,
  });
  return invite.id;
}
