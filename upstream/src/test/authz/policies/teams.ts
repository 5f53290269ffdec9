import type { Policy } from '../rules';
import { form } from '../world-kit';

/** Teams (all on team F: admin fullAdmin, member fullMember); invites addressed to the stranger. */
export const teamPolicies: Record<string, Policy> = {
  'GET teams': { rule: 'signed-in' },
  'POST teams': { rule: 'signed-in', body: () => form({ name: 'New team' }) },
  'GET teams/find': { rule: 'signed-in', query: () => 'email=nobody@example.com' },
  'GET teams/{teamId}': { rule: 'team-member' },
  'POST teams/{teamId}': { rule: 'team-admin', body: () => form({ name: 'Full' }) },
  'DELETE teams/{teamId}': { rule: 'team-admin' },
  'POST teams/{teamId}/invite': { rule: 'team-admin', body: () => ({ email: 'newbie@example.com', role: 'member' }) },
  'DELETE teams/{teamId}/invite': { rule: 'team-admin', query: () => 'email=stranger@example.com' },
  'DELETE teams/{teamId}/leave': { rule: 'team-member' },
  'DELETE teams/{teamId}/members/{userId}': { rule: 'team-admin', params: (w) => ({ userId: w.users.fullMember.id }) },
  'PUT teams/{teamId}/members/{userId}': { rule: 'team-admin', params: (w) => ({ userId: w.users.fullMember.id }), body: () => ({ role: 'member' }) },
  'POST teams/invite/{inviteId}': { rule: 'stranger-only' },
  'DELETE teams/invite/{inviteId}': { rule: 'stranger-only' },
};
