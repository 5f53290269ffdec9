import { count, eq } from 'drizzle-orm';
import { workspaceInviteResource } from '@/lib/contract/workspaces';
import { workspaceInvites } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth } from '../../test/helpers';
import { INVITE_RATE, MAX_PENDING_INVITES } from '../../services/workspaces/assert-invite-quota';
import { HIDDEN_TEAM_NAME } from '../../services/workspaces/read-workspaces';
import { NOT_YOUR_TEAM } from '../../services/workspaces/invite-team-to-workspace';
import { call, notificationsOf, scene } from '../../test/workspaces-kit';

/**
 * Security review item 5: team names cannot be enumerated through `POST workspaces/{id}/invite
 * {team_id}`, invites are rate-limited and capped, and reads do not echo a team the caller is not in.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const inviteCount = async (workspaceId: number) =>
  Number((await t.deps.db.select({ n: count() }).from(workspaceInvites).where(eq(workspaceInvites.workspaceId, workspaceId)))[0].n);

describe('POST workspaces/{id}/invite {team_id} for a team the inviter is not in', () => {
  it('answers the same 422 for an existing and a nonexistent team, creates nothing and tells no one', async () => {
    const s = await scene(t);
    const existing = await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { team_id: s.teamB });
    const missing = await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { team_id: 987654 });
    expect(existing.status).toBe(422);
    expect(existing.body).toEqual({ message: NOT_YOUR_TEAM, errors: { team_id: [NOT_YOUR_TEAM] } });
    expect(missing).toEqual(existing);
    expect(JSON.stringify(existing.body)).not.toContain('Team B');
    expect(await inviteCount(s.ws)).toBe(0);
    expect(notificationsOf(t, s.outsider.id)).toEqual([]);
  });
});

describe('reading invites', () => {
  it('hides the name of an invited team from managers who are not in it; its own admins still see it', async () => {
    const s = await scene(t);
    // An invite made before the fix (by probing): it must not keep echoing the name.
    await t.deps.db.insert(workspaceInvites).values({ workspaceId: s.ws, teamId: s.teamB, invitedBy: s.owner.id, createdAt: new Date() });
    const shown = await call(t, 'GET', `workspaces/${s.ws}`, s.owner.token);
    expect(shown.body.data?.invites).toEqual([expect.objectContaining({ kind: 'team', team: { id: s.teamB, name: HIDDEN_TEAM_NAME } })]);
    expect(JSON.stringify(shown.body)).not.toContain('Team B');
    const theirs = workspaceInviteResource.array().parse((await call(t, 'GET', 'workspaces/invites', s.outsider.token)).body.data);
    expect(theirs).toEqual([expect.objectContaining({ team: { id: s.teamB, name: 'Team B' } })]);
  });
});

describe('invite limits', () => {
  it('answers 429 with Retry-After once a person has made too many invite attempts, refused ones included', async () => {
    const s = await scene(t);
    for (let i = 0; i < INVITE_RATE.limit; i += 1) {
      expect((await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { team_id: 900000 + i })).status).toBe(422);
    }
    const res = await t.app.request(`/api/workspaces/${s.ws}/invite`, {
      method: 'POST',
      headers: { ...auth(s.owner.token), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await inviteCount(s.ws)).toBe(0);
  });

  it(`refuses a new invite once the workspace has ${MAX_PENDING_INVITES} pending (422), adding nothing`, async () => {
    const s = await scene(t);
    const now = new Date();
    await t.deps.db
      .insert(workspaceInvites)
      .values(
        Array.from({ length: MAX_PENDING_INVITES }, (_, i) => ({ workspaceId: s.ws, email: `p${i}@example.com`, invitedBy: s.owner.id, createdAt: now })),
      );
    const res = await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { email: 'one-more@example.com' });
    expect(res.status).toBe(422);
    expect(res.body.errors?.email).toBeDefined();
    expect(await inviteCount(s.ws)).toBe(MAX_PENDING_INVITES);
  });
});
