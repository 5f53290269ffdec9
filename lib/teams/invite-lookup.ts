import type { TeamFindResult } from '@/lib/contract/teams';

export type InviteLookup =
  | { kind: 'account'; name: string }
  | { kind: 'no-account' }
  /** Already a member of this team, or already invited to it. */
  | { kind: 'taken' };

/**
 * What the invite dialog says about an email, from `GET teams/find?email=`: `teams` are the caller's
 * admin teams the email is neither a member of nor invited to, so this team missing from it means
 * the person is already in (or invited to) it.
 */
export function describeInviteLookup(result: TeamFindResult, teamId: number): InviteLookup {
  if (!result.teams.some((t) => t.id === teamId)) return { kind: 'taken' };
  if (!result.user) return { kind: 'no-account' };
  const name = `${result.user.first_name} ${result.user.last_name}`.trim() || result.user.email;
  return { kind: 'account', name };
}

export function inviteLookupText(lookup: InviteLookup): string {
  switch (lookup.kind) {
    case 'account':
      return `${lookup.name} already has an account: the invite will appear in their notifications.`;
    case 'no-account':
      return 'No account uses this email yet: we will email them a link to sign up.';
    case 'taken':
      return 'This person is already a member of this team or has a pending invite.';
  }
}
