import type { Invites } from '@/lib/contract/account';
import { inviteCountOf, normalizeInvites } from '@/lib/invites/invite-endpoints';

export type SignupStep = 'details' | 'code' | 'invited' | 'business';

/**
 * The step after the sign-up code: someone who was invited (to a team or a workspace) joins an
 * existing team, so they are shown their invites instead of being asked for a company name and
 * role; everyone else gives their business details. A failed invites read (null) falls
 * back to the business step, which can always be left for later from the profile.
 */
export function stepAfterVerify(invitesBody: unknown | null): { step: SignupStep; invites: Invites | null } {
  if (invitesBody === null) return { step: 'business', invites: null };
  const invites = normalizeInvites(invitesBody);
  return { step: inviteCountOf(invites) > 0 ? 'invited' : 'business', invites };
}
