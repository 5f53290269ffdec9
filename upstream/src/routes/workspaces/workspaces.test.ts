import { eq } from 'drizzle-orm';
import { workspaceResource } from '@/lib/contract/workspaces';
import { users, workspaces, workspaceTeams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { auth } from '../../test/helpers';
import { call, callForm, notificationsOf, PNG, scene, signUp } from '../../test/workspaces-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET workspaces and workspaces/all', () => {
  it('lists approved workspaces of the caller’s teams, paged, in the contract shape', async () => {
    const s = await scene(t);
    await makeWorkspace(t, { ownerTeamId: s.teamA, approval: 'pending', name: 'Pending one' });
    await makeWorkspace(t, { ownerTeamId: s.teamB, name: 'Not mine' });
    const res = await call(t, 'GET', 'workspaces?per_page=1', s.member.token);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 1, total: 1 });
    const [ws] = res.body.data as unknown as unknown[];
    const parsed = workspaceResource.parse(ws);
    expect(parsed).toMatchObject({
      id: s.ws,
      name: 'Alpha',
      status: 'active',
      status_color: 'green',
      approval_status: 'approved',
      owner_team_id: s.teamA,
      team_id: s.teamA,
      team_ids: [s.teamA],
    });
    expect(parsed.teams).toEqual([{ id: s.teamA, name: 'Team A', image: null, access: 'full', is_owner: true, is_admin: false }]);
  });

  it('lists every workspace of the caller’s teams in all, pending and disapproved included', async () => {
    const s = await scene(t);
    await makeWorkspace(t, { ownerTeamId: s.teamA, approval: 'pending', name: 'Beta' });
    await makeWorkspace(t, { ownerTeamId: s.teamA, approval: 'disapproved', name: 'Gamma' });
    await makeWorkspace(t, { ownerTeamId: s.teamB, name: 'Not mine' });
    const res = await call(t, 'GET', 'workspaces/all', s.owner.token);
    expect(res.status).toBe(200);
    const list = res.body.data as unknown as { name: string; approval_status: string; teams: { is_admin: boolean }[] }[];
    expect(list.map((w) => [w.name, w.approval_status])).toEqual([
      ['Alpha', 'approved'],
      ['Beta', 'pending'],
      ['Gamma', 'disapproved'],
    ]);
    expect(list[0].teams[0].is_admin).toBe(true);
    expect(res.body.meta).toBeUndefined();
  });

  it('answers 422 for a bad page and 401 without a token', async () => {
    const s = await scene(t);
    expect((await call(t, 'GET', 'workspaces?per_page=500', s.owner.token)).status).toBe(422);
    expect((await call(t, 'GET', 'workspaces')).status).toBe(401);
    expect((await call(t, 'GET', 'workspaces/all')).status).toBe(401);
  });
});

describe('POST workspaces (a request)', () => {
  it('creates a pending workspace owned by the caller’s admin team, and tells the super-administrator', async () => {
    const admin = await signUp(t, 'admin@example.com', 'Super', 'Admin');
    const s = await scene(t);
    const res = await callForm(t, 'workspaces', s.owner.token, {
      name: 'Delta',
      description: 'Our launch',
      team_id: String(s.teamA),
      status: 'planning',
      restrict_resource_creation: 'true',
      image: new Blob([PNG], { type: 'image/png' }),
    });
    expect(res.status).toBe(201);
    const ws = workspaceResource.parse(res.body.data);
    expect(ws).toMatchObject({
      name: 'Delta',
      description: 'Our launch',
      approval_status: 'pending',
      status: 'planning',
      status_color: 'blue',
      restrict_resource_creation: true,
      owner_team_id: s.teamA,
    });
    expect(ws.requested_by).toMatchObject({ id: s.owner.id, first_name: 'Olive' });
    expect(ws.image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    expect(notificationsOf(t, admin.id)).toEqual([
      expect.objectContaining({ type: 'RecordCreated', kind: 'workspace_request', url: '/admin', workspace_id: ws.id }),
    ]);
    // By email too, with the way to decide.
    const mails = await t.deps.mailer.list('admin@example.com');
    expect(mails?.filter((m) => m.subject === 'Workspace request: "Delta"').map((m) => m.text)).toEqual([
      expect.stringMatching(/Olive .* asked for the workspace "Delta"[\s\S]*\/admin\n$/),
    ]);
    // Pending: in all, not in the list of workspaces to open.
    expect((await call(t, 'GET', 'workspaces', s.owner.token)).body.meta?.total).toBe(1);
    expect((await call(t, 'GET', 'workspaces/all', s.member.token)).body.data).toHaveLength(2);
  });

  it('refuses a team the caller does not administer, with a field error and nothing stored', async () => {
    const s = await scene(t);
    for (const teamId of [s.teamA, s.teamB]) {
      const res = await callForm(t, 'workspaces', s.member.token, { name: 'Nope', team_id: String(teamId), image: new Blob([PNG]) });
      expect(res.status).toBe(422);
      expect(res.body.errors?.team_id).toEqual(['You must be an admin of the selected team.']);
    }
    expect(await t.deps.db.select().from(workspaces)).toHaveLength(1);
  });

  it('answers 422 for missing or bad fields and 401 without a token', async () => {
    const s = await scene(t);
    const res = await callForm(t, 'workspaces', s.owner.token, { name: ' ', status: 'sideways', restrict_resource_creation: 'maybe' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['name', 'restrict_resource_creation', 'status', 'team_id']);
    expect(res.body.errors?.team_id).toEqual(['The team field is required.']);
    const json = await call(t, 'POST', 'workspaces', s.owner.token, { name: 'x', team_id: s.teamA });
    expect(json.status).toBe(422);
    const garbled = await t.app.request('/api/workspaces', {
      method: 'POST',
      headers: { ...auth(s.owner.token), 'content-type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    });
    expect(garbled.status).toBe(422);
    expect((await call(t, 'POST', 'workspaces', undefined, { name: 'x' })).status).toBe(401);
  });
});

describe('GET, POST and DELETE workspaces/{id}', () => {
  it('shows the workspace to members, with the invites only for managers', async () => {
    const s = await scene(t);
    const asMember = await call(t, 'GET', `workspaces/${s.ws}`, s.member.token);
    expect(asMember.status).toBe(200);
    expect(asMember.body.data?.invites).toBeUndefined();
    const asOwner = await call(t, 'GET', `workspaces/${s.ws}`, s.owner.token);
    expect(asOwner.body.data?.invites).toEqual([]);
  });

  it('hides the workspace from other teams (404), and answers 401 and 404 for unknown ids', async () => {
    const s = await scene(t);
    expect((await call(t, 'GET', `workspaces/${s.ws}`, s.outsider.token)).status).toBe(404);
    expect((await call(t, 'GET', 'workspaces/999', s.owner.token)).status).toBe(404);
    expect((await call(t, 'GET', 'workspaces/abc', s.owner.token)).status).toBe(404);
    // Beyond the integer range an id names no record either: 404, like every id route (the route builder's rule).
    expect((await call(t, 'GET', 'workspaces/99999999999', s.owner.token)).status).toBe(404);
    expect((await call(t, 'GET', `workspaces/${s.ws}`)).status).toBe(401);
  });

  it('lets an admin of the owner team edit name, description, image and restrict_resource_creation', async () => {
    const s = await scene(t);
    const res = await callForm(t, `workspaces/${s.ws}`, s.owner.token, {
      name: 'Alpha 2',
      description: '',
      restrict_resource_creation: '1',
      image: new Blob([PNG]),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Alpha 2', description: null, restrict_resource_creation: true });
    expect(res.body.data?.image).toMatch(/^\/api\/uploads\//);
    const again = await callForm(t, `workspaces/${s.ws}`, s.owner.token, { restrict_resource_creation: 'false' });
    expect(again.body.data).toMatchObject({ name: 'Alpha 2', restrict_resource_creation: false });
    const shown = await call(t, 'GET', `workspaces/${s.ws}`, s.member.token);
    expect(shown.body.data?.restrict_resource_creation).toBe(false);
  });

  it('refuses edits from members (403), other teams (404), bad fields (422) and anonymous callers (401)', async () => {
    const s = await scene(t);
    const manager = await signUp(t, 'manager@example.com');
    const teamC = await makeTeam(t, [{ userId: manager.id, role: 'admin' }], 'Team C');
    await makeWorkspace(t, { ownerTeamId: s.teamB }); // unrelated
    await t.deps.db.insert(workspaceTeams).values({ workspaceId: s.ws, teamId: teamC });
    expect((await callForm(t, `workspaces/${s.ws}`, s.member.token, { name: 'x' })).status).toBe(403);
    expect((await callForm(t, `workspaces/${s.ws}`, manager.token, { name: 'x' })).status).toBe(403);
    expect((await callForm(t, `workspaces/${s.ws}`, s.outsider.token, { name: 'x' })).status).toBe(404);
    const bad = await callForm(t, `workspaces/${s.ws}`, s.owner.token, { name: '', image: new Blob(['not an image']) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.name).toBeDefined();
    const notImage = await callForm(t, `workspaces/${s.ws}`, s.owner.token, { image: new Blob(['not an image']) });
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors?.image).toBeDefined();
    expect((await t.app.request(`/api/workspaces/${s.ws}`, { method: 'POST' })).status).toBe(401);
  });

  it('deletes for the owner team’s admins only, and clears it as a default workspace', async () => {
    const s = await scene(t);
    await t.deps.db.update(users).set({ defaultWorkspaceId: s.ws }).where(eq(users.id, s.member.id));
    expect((await call(t, 'DELETE', `workspaces/${s.ws}`)).status).toBe(401);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}`, s.outsider.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}`, s.member.token)).status).toBe(403);
    const res = await call(t, 'DELETE', `workspaces/${s.ws}`, s.owner.token);
    expect(res).toEqual({ status: 200, body: { message: 'Workspace deleted.' } });
    expect((await call(t, 'GET', `workspaces/${s.ws}`, s.owner.token)).status).toBe(404);
    const [member] = await t.deps.db.select().from(users).where(eq(users.id, s.member.id));
    expect(member.defaultWorkspaceId).toBeNull();
  });
});

describe('POST workspaces/{id}/goals and /status', () => {
  it('lets a manager (any attached admin team) set goals and status, with its colour', async () => {
    const s = await scene(t);
    const goals = await call(t, 'POST', `workspaces/${s.ws}/goals`, s.owner.token, { goals: 'Ship it' });
    expect(goals.status).toBe(200);
    expect(goals.body.data?.goals).toBe('Ship it');
    const status = await call(t, 'POST', `workspaces/${s.ws}/status`, s.owner.token, { status: 'at_risk' });
    expect(status.body.data).toMatchObject({ status: 'at_risk', status_color: 'red' });
  });

  it('answers 422 for bad values or a workspace waiting for approval, 403, 404 and 401', async () => {
    const s = await scene(t);
    expect((await call(t, 'POST', `workspaces/${s.ws}/status`, s.owner.token, { status: 'sideways' })).body.errors?.status).toBeDefined();
    expect((await call(t, 'POST', `workspaces/${s.ws}/goals`, s.owner.token, { goals: 'x'.repeat(5001) })).status).toBe(422);
    expect((await call(t, 'POST', `workspaces/${s.ws}/goals`, s.member.token, { goals: 'x' })).status).toBe(403);
    expect((await call(t, 'POST', `workspaces/${s.ws}/status`, s.outsider.token, { status: 'active' })).status).toBe(404);
    expect((await call(t, 'POST', `workspaces/${s.ws}/status`, undefined, { status: 'active' })).status).toBe(401);
    const pending = await makeWorkspace(t, { ownerTeamId: s.teamA, approval: 'pending' });
    const res = await call(t, 'POST', `workspaces/${pending}/goals`, s.owner.token, { goals: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.errors?.workspace).toEqual(['This workspace is waiting for approval.']);
  });
});
