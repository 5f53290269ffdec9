import { and, eq } from 'drizzle-orm';
import { workspaceInvites, workspaces, workspaceTeams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam } from '../../test/fixtures';
import { call, callForm, scene, signUp } from '../../test/workspaces-kit';

/**
 * Security review item 2 (decision 0006): an admin of a team attached read-only changes nothing of
 * the workspace; only leaving with their own team is left to them.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** The scene plus `ro`: admin of team C (attached read-only) and of team D (not attached). */
async function withReadOnlyAdmin() {
  const s = await scene(t);
  const ro = await signUp(t, 'ro@example.com', 'Rory', 'Readonly');
  const teamC = await makeTeam(t, [{ userId: ro.id, role: 'admin' }], 'Team C');
  const teamD = await makeTeam(t, [{ userId: ro.id, role: 'admin' }], 'Team D');
  await t.deps.db.insert(workspaceTeams).values({ workspaceId: s.ws, teamId: teamC, access: 'read_only' });
  await t.deps.db.update(workspaces).set({ goals: 'Grow' }).where(eq(workspaces.id, s.ws));
  return { ...s, ro, teamC, teamD };
}

const snapshot = async (t: TestApp, id: number) => {
  const [row] = await t.deps.db
    .select({ name: workspaces.name, status: workspaces.status, goals: workspaces.goals })
    .from(workspaces)
    .where(eq(workspaces.id, id));
  const teams = await t.deps.db
    .select({ teamId: workspaceTeams.teamId, access: workspaceTeams.access })
    .from(workspaceTeams)
    .where(eq(workspaceTeams.workspaceId, id));
  const invites = await t.deps.db.select({ id: workspaceInvites.id }).from(workspaceInvites).where(eq(workspaceInvites.workspaceId, id));
  return { row, teams: teams.sort((a, b) => a.teamId - b.teamId), invites };
};

describe('an admin of a read-only team', () => {
  it('cannot archive, set goals, edit, attach a full-access team, invite or cancel invites (403), and nothing changes', async () => {
    const s = await withReadOnlyAdmin();
    await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { email: 'someone@example.com' });
    const before = await snapshot(t, s.ws);
    const attempts: [string, string, unknown][] = [
      ['POST', `workspaces/${s.ws}/status`, { status: 'archived' }],
      ['POST', `workspaces/${s.ws}/goals`, { goals: 'Take over' }],
      ['POST', `workspaces/${s.ws}/add`, { team_id: s.teamD }],
      ['POST', `workspaces/${s.ws}/invite`, { email: 'friend@example.com' }],
      ['POST', `workspaces/${s.ws}/invite`, { team_id: s.teamD }],
      ['DELETE', `workspaces/${s.ws}/invite?email=someone%40example.com`, undefined],
      ['PUT', `workspaces/${s.ws}/teams/${s.teamC}`, { access: 'full' }],
      ['POST', `workspaces/${s.ws}/transfer`, { team_id: s.teamC }],
      ['DELETE', `workspaces/${s.ws}/teams/${s.teamC}`, undefined],
      ['DELETE', `workspaces/${s.ws}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(t, method, path, s.ro.token, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    expect((await callForm(t, `workspaces/${s.ws}`, s.ro.token, { name: 'Mine now' })).status).toBe(403);
    expect(await snapshot(t, s.ws)).toEqual(before);
  });

  it('does not get the manager view (no invites) but may still take their own team out', async () => {
    const s = await withReadOnlyAdmin();
    const shown = await call(t, 'GET', `workspaces/${s.ws}`, s.ro.token);
    expect(shown.status).toBe(200);
    expect(shown.body.data?.invites).toBeUndefined();
    const left = await call(t, 'DELETE', `workspaces/${s.ws}/team/${s.teamC}/leave`, s.ro.token);
    expect(left.status).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(workspaceTeams)
      .where(and(eq(workspaceTeams.workspaceId, s.ws), eq(workspaceTeams.teamId, s.teamC)));
    expect(rows).toEqual([]);
  });

  it('is a plain member for writes when also a member of a full-access team (role and access in the same team)', async () => {
    const s = await withReadOnlyAdmin();
    await t.deps.db.insert(workspaceTeams).values({ workspaceId: s.ws, teamId: await makeTeam(t, [{ userId: s.ro.id, role: 'member' }], 'Team E') });
    const before = await snapshot(t, s.ws);
    expect((await call(t, 'POST', `workspaces/${s.ws}/status`, s.ro.token, { status: 'archived' })).status).toBe(403);
    expect((await call(t, 'POST', `workspaces/${s.ws}/add`, s.ro.token, { team_id: s.teamD })).status).toBe(403);
    expect(await snapshot(t, s.ws)).toEqual(before);
  });

  it('a full-access admin still manages (control)', async () => {
    const s = await withReadOnlyAdmin();
    const res = await call(t, 'POST', `workspaces/${s.ws}/status`, s.owner.token, { status: 'archived' });
    expect(res.status).toBe(200);
    expect((await snapshot(t, s.ws)).row.status).toBe('archived');
  });
});
