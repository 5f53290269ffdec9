import type { AppDeps, UserRow } from '../../app-env';
import { notifyUser } from '../notifications/notify-user';
import type { loadOwnInvite } from './load-own-invite';
import { teamPath } from './team-path';
import { displayName } from './to-member-user';

type OwnInvite = Awaited<ReturnType<typeof loadOwnInvite>>;

const ANSWERS = {
  accepted: { type: 'InviteAccepted', kind: 'team_invite_accepted', title: 'Invite accepted' },
  declined: { type: 'InviteDeclined', kind: 'team_invite_declined', title: 'Invite declined' },
} as const;

/** Tells whoever sent a team invite that `user` accepted or declined it (nobody to tell when the sender is gone). */
export async function notifyInviter(deps: AppDeps, { invite, team }: OwnInvite, user: UserRow, answer: keyof typeof ANSWERS): Promise<void> {
  if (invite.invitedBy === null) return;
  const { type, kind, title } = ANSWERS[answer];
  await notifyUser(deps, invite.invitedBy, type, {
    kind,
    title,
    message: `${displayName(user)} ${answer} your invite to join ${team.name}.`,
    url: teamPath(team.id),
    team_id: team.id,
  });
}
