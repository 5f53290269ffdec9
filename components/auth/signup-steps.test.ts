import { stepAfterVerify } from './signup-steps';

const teamInvite = {
  id: 1,
  role: 'member',
  email: 'b@example.com',
  team: { id: 4, name: 'Alpha', image: null },
  invited_by: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('stepAfterVerify', () => {
  it('shows an invited user their invites instead of the business questions', () => {
    const next = stepAfterVerify({ team_invites: [teamInvite], workspace_invites: [] });
    expect(next.step).toBe('invited');
    expect(next.invites?.team_invites).toHaveLength(1);
  });
  it('asks everyone else for their business details', () => {
    expect(stepAfterVerify({ team_invites: [], workspace_invites: [] }).step).toBe('business');
    expect(stepAfterVerify({}).step).toBe('business');
  });
  it('falls back to the business step when the invites could not be read', () => {
    expect(stepAfterVerify(null)).toEqual({ step: 'business', invites: null });
  });
});
