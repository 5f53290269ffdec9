import type { TeamInvite } from '@/lib/contract/teams';
import type { WorkspaceInvite } from '@/lib/contract/workspaces';
import { clearedInvites, failureToast, inviteCountOf, invitePath, needsTeamChoice, normalizeInvites, successToast } from './invite-endpoints';
import type { PendingInvite } from './invite-endpoints';

const teamInvite: TeamInvite = {
  id: 7,
  role: 'member',
  email: 'b@x.test',
  team: { id: 3, name: 'Sales', image: null },
  invited_by: null,
  created_at: '2025-01-01T00:00:00Z',
};
const wsBase = { workspace: { id: 12, name: 'Launch', image: null }, invited_by: null, created_at: '2025-01-01T00:00:00Z' };
const wsTeamInvite: WorkspaceInvite = { ...wsBase, id: 40, kind: 'team', team: { id: 5, name: 'Ops' }, email: null };
const wsUserInvite: WorkspaceInvite = { ...wsBase, id: 41, kind: 'user', team: null, email: 'b@x.test' };

const team: PendingInvite = { source: 'team', invite: teamInvite };
const wsTeam: PendingInvite = { source: 'workspace', invite: wsTeamInvite };
const wsUser: PendingInvite = { source: 'workspace', invite: wsUserInvite };

describe('invitePath (spec §7)', () => {
  it('targets the invite id, the invited team, or the user invite id', () => {
    expect(invitePath(team)).toBe('teams/invite/7');
    expect(invitePath(wsTeam)).toBe('workspaces/12/invite/5');
    expect(invitePath(wsUser)).toBe('workspaces/12/user-invite/41');
  });

  it('has nothing to call for a team invite to a workspace without a team', () => {
    expect(invitePath({ source: 'workspace', invite: { ...wsTeamInvite, team: null } })).toBeNull();
  });

  it('asks for a team only for a person invited to a workspace', () => {
    expect([team, wsTeam, wsUser].map(needsTeamChoice)).toEqual([false, false, true]);
  });
});

describe('invite lists', () => {
  it('counts both lists (inviteCount)', () => {
    expect(inviteCountOf({ team_invites: [teamInvite], workspace_invites: [wsTeamInvite, wsUserInvite] })).toBe(3);
  });

  it('reads a partial or odd body as empty lists', () => {
    expect(normalizeInvites(null)).toEqual({ team_invites: [], workspace_invites: [] });
    expect(normalizeInvites({ team_invites: [teamInvite], workspace_invites: 'x' })).toEqual({ team_invites: [teamInvite], workspace_invites: [] });
  });

  it('clearing empties both lists', () => {
    expect(inviteCountOf(clearedInvites())).toBe(0);
  });
});

describe('toasts (spec §8)', () => {
  it('says which invite was accepted or declined', () => {
    expect(successToast('accept', team)).toEqual({ title: 'Invite accepted', text: 'Invite has been accepted' });
    expect(successToast('accept', wsTeam)).toEqual({ title: 'You have joined the workspace' });
    expect(successToast('accept', wsUser)).toEqual({ title: 'You have joined the workspace' });
    expect(successToast('decline', wsUser)).toEqual({ title: 'Invite declined', text: 'Invite has been declined' });
  });

  it.each<['accept' | 'decline', number, string[], { title: string; messages: string[] }]>([
    ['accept', 422, ['The selected team is invalid.'], { title: 'Invite not accepted', messages: ['The selected team is invalid.'] }],
    ['accept', 404, [], { title: 'Invite not accepted', messages: ['Invite could not be accepted'] }],
    ['accept', 0, [], { title: 'Invite not accepted', messages: ['Failed to accept invite'] }],
    ['decline', 500, [], { title: 'Invite not declined', messages: ['Invite could not be declined'] }],
    ['decline', 0, [], { title: 'Invite not declined', messages: ['Failed to decline invite'] }],
  ])('%s failing with %d', (decision, status, server, expected) => {
    expect(failureToast(decision, status, server)).toEqual(expected);
  });
});
