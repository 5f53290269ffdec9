import { and, eq, isNotNull } from 'drizzle-orm';
import type { TeamInviteBody, TeamInviteSummary } from '@/lib/contract/teams';
import type { AppDeps, UserRow } from '../../app-env';
import { teamInvites, teamMembers, teams, users } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { TeamAccess } from '../access/guards';
import { notifyUser } from '../notifications/notify-user';
import { displayName } from './to-member-user';

/**
 * `POST teams/{id}/invite` (admins): stores the invite, mails the link (sign-in for an existing
 * account, sign-up otherwise, the email pre-filled) and, for an existing account, notifies the
 * invitee live so their bell count rises without a reload. `access` is the handler's
 * requireTeamAdmin for `inviter`.
 */
export async function inviteToTeam(deps: AppDeps, access: TeamAccess, inviter: UserRow, body: TeamInviteBody): Promise<TeamInviteSummary> {
  const { db, config } = deps;
  const { teamId } = access;
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound('Team');
  // Only a verified sign-up is an account: an unfinished sign-up cannot sign in yet.
  const [invitee] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, body.email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  if (invitee) {
    const [member] = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, invitee.id)))
      .limit(1);
    if (member) throw fieldError('email', 'This user is already a member of the team.');
  }
  // The unique (team, email) index settles two admins inviting the same person at once.
  const [invite] = await db
    .insert(teamInvites)
    .values({ teamId, email: body.email, role: body.role, invitedBy: inviter.id, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!invite) throw fieldError('email', 'This email has already been invited to the team.');

  const inviterName = displayName(inviter);
  const link = `${config.appUrl}/${invitee ? 'login' : 'signup'}?email=${encodeURIComponent(body.email)}`;
  try {
    await deps.mailer.send({
      to: body.email,
      subject: `${inviterName} invited you to join ${team.name}`,
      text: `${inviterName} invited you to join the team "${team.name}" as ${body.role}.\n\n${invitee ? 'Sign in' : 'Create your account'} to accept the invite:\n${link}\n`,
    });
  } catch (error) {
    // Without the mail the invite would be invisible to someone without an account; drop it so the admin can retry.
    await db.delete(teamInvites).where(eq(teamInvites.id, invite.id));
    throw error;
  }
  if (invitee) {
    await notifyUser(deps, invitee.id, 'RecordCreated', {
      kind: 'team_invite',
      title: 'Team invite',
      message: `${inviterName} invited you to join ${team.name} as ${body.role}.`,
      url: '/',
      invite_id: invite.id,
    });
  }
  return { id: invite.id, email: invite.email, role: invite.role, created_at: invite.createdAt.toISOString() };
}
