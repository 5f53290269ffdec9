import { eq } from 'drizzle-orm';
import { teamInvites, teamMembers, users, workspaceInvites, workspaces } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { auth, json, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const get = (path: string, token: string) => t.app.request(`/api/user/${path}`, { headers: auth(token) });
const post = (path: string, token: string, body: unknown) => t.app.request(`/api/user/${path}`, json(body, auth(token)));
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

describe('GET user/other-users', () => {
  it('needs a token', async () => {
    expect((await t.app.request('/api/user/other-users')).status).toBe(401);
  });

  it('lists each person sharing a team with the caller once, by name, never the caller', async () => {
    const me = await signUpUser(t, 'me@example.com', 'Mia', 'Self');
    const zoe = await signUpUser(t, 'zoe@example.com', 'Zoe', 'Zed');
    const abe = await signUpUser(t, 'abe@example.com', 'Abe', 'Able');
    const stranger = await signUpUser(t, 'stranger@example.com', 'Sam', 'Stranger');
    await makeTeam(t, [
      { userId: me.id, role: 'admin' },
      { userId: zoe.id, role: 'member' },
      { userId: abe.id, role: 'member' },
    ]);
    await makeTeam(t, [
      { userId: me.id, role: 'member' },
      { userId: zoe.id, role: 'admin' },
    ]);
    await makeTeam(t, [{ userId: stranger.id, role: 'admin' }]);
    const res = await get('other-users', me.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number; first_name: string; email: string; image: string | null }[] };
    expect(body.data.map((u) => u.first_name)).toEqual(['Abe', 'Zoe']);
    expect(body.data[0]).toEqual({ id: abe.id, first_name: 'Abe', last_name: 'Able', email: 'abe@example.com', image: null });
    // The stranger sees nobody of ours.
    expect(((await (await get('other-users', stranger.token)).json()) as { data: unknown[] }).data).toEqual([]);
  });
});

describe('GET and POST user/default-workspace', () => {
  it('needs a token', async () => {
    expect((await t.app.request('/api/user/default-workspace')).status).toBe(401);
    expect((await t.app.request('/api/user/default-workspace', json({ workspace_id: 1 }))).status).toBe(401);
  });

  it('saves, reads and clears a workspace the caller can open', async () => {
    const me = await signUpUser(t, 'me@example.com');
    const team = await makeTeam(t, [{ userId: me.id, role: 'member' }]);
    const ws = await makeWorkspace(t, { ownerTeamId: team });
    expect(await (await get('default-workspace', me.token)).json()).toEqual({ data: { workspace_id: null } });
    const set = await post('default-workspace', me.token, { workspace_id: ws });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ data: { workspace_id: ws } });
    expect(await (await get('default-workspace', me.token)).json()).toEqual({ data: { workspace_id: ws } });
    const user = (await (await t.app.request('/api/user', { headers: auth(me.token) })).json()) as { data: { default_workspace_id: number } };
    expect(user.data.default_workspace_id).toBe(ws);
    expect(await (await post('default-workspace', me.token, { workspace_id: null })).json()).toEqual({ data: { workspace_id: null } });
    expect(await (await get('default-workspace', me.token)).json()).toEqual({ data: { workspace_id: null } });
  });

  it("answers 422 for another team's workspace, a pending one, a missing one and a malformed id", async () => {
    const me = await signUpUser(t, 'me@example.com');
    const other = await signUpUser(t, 'other@example.com');
    const mine = await makeTeam(t, [{ userId: me.id, role: 'admin' }]);
    const theirs = await makeWorkspace(t, { ownerTeamId: await makeTeam(t, [{ userId: other.id, role: 'admin' }]) });
    const pending = await makeWorkspace(t, { ownerTeamId: mine, approval: 'pending' });
    for (const workspace_id of [theirs, pending, 999_999]) {
      const res = await post('default-workspace', me.token, { workspace_id });
      expect(res.status).toBe(422);
      expect(await errorsOf(res)).toEqual({ workspace_id: ['The selected workspace is invalid.'] });
    }
    const bad = await post('default-workspace', me.token, { workspace_id: 'abc' });
    expect(bad.status).toBe(422);
    expect(Object.keys(await errorsOf(bad))).toEqual(['workspace_id']);
    expect((await post('default-workspace', me.token, {})).status).toBe(422);
  });

  it('reads as null once the caller can no longer open the saved workspace', async () => {
    const me = await signUpUser(t, 'me@example.com');
    const team = await makeTeam(t, [{ userId: me.id, role: 'member' }]);
    const ws = await makeWorkspace(t, { ownerTeamId: team });
    await post('default-workspace', me.token, { workspace_id: ws });
    await t.deps.db.delete(teamMembers).where(eq(teamMembers.userId, me.id));
    expect(await (await get('default-workspace', me.token)).json()).toEqual({ data: { workspace_id: null } });
  });
});

describe('POST user/workspace-approval', () => {
  async function setup() {
    const superadmin = await signUpUser(t, 'admin@example.com');
    const requester = await signUpUser(t, 'req@example.com', 'Rita', 'Request');
    const coAdmin = await signUpUser(t, 'co@example.com');
    const member = await signUpUser(t, 'member@example.com');
    const team = await makeTeam(t, [
      { userId: requester.id, role: 'admin' },
      { userId: coAdmin.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ]);
    const ws = await makeWorkspace(t, { ownerTeamId: team, approval: 'pending', name: 'Launch' });
    await t.deps.db.update(workspaces).set({ requestedBy: requester.id }).where(eq(workspaces.id, ws));
    return { superadmin, requester, coAdmin, member, ws };
  }

  it('needs a token', async () => {
    expect((await t.app.request('/api/user/workspace-approval', json({ workspace_id: 1 }))).status).toBe(401);
  });

  it('re-notifies the super-administrators, live, for the requester or an owner-team admin', async () => {
    const { superadmin, requester, coAdmin, ws } = await setup();
    t.publisher.clear();
    const res = await post('workspace-approval', requester.token, { workspace_id: ws, message: 'Please, we launch Monday.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Request for approval has been received' });
    const page = (await (await t.app.request('/api/notifications', { headers: auth(superadmin.token) })).json()) as {
      data: { type: string; data: Record<string, unknown> }[];
    };
    expect(page.data[0]).toMatchObject({
      type: 'RecordCreated',
      data: { kind: 'workspace_approval_request', title: 'Workspace approval requested', url: '/admin', workspace_id: ws, note: 'Please, we launch Monday.' },
    });
    expect(String(page.data[0].data.message)).toContain('Rita Request');
    expect(t.publisher.on(`private-App.Models.User.${superadmin.id}`).map((e) => (e.data as { type: string }).type)).toEqual(['RecordCreated']);
    // An owner-team admin may remind too, once the hour has passed.
    t.setNow(new Date(Date.now() + 3601_000));
    expect((await post('workspace-approval', coAdmin.token, { workspace_id: ws })).status).toBe(200);
    t.setNow(null);
  });

  it('answers 422 to a member who neither requested nor administers it, and for a missing workspace', async () => {
    const { member, requester, ws } = await setup();
    const stranger = await signUpUser(t, 'stranger@example.com');
    for (const token of [member.token, stranger.token]) {
      const res = await post('workspace-approval', token, { workspace_id: ws });
      expect(res.status).toBe(422);
      expect(await errorsOf(res)).toEqual({ workspace_id: ['The selected workspace is invalid.'] });
    }
    expect((await post('workspace-approval', requester.token, { workspace_id: 999_999 })).status).toBe(422);
    expect(Object.keys(await errorsOf(await post('workspace-approval', requester.token, {})))).toEqual(['workspace_id']);
    expect(Object.keys(await errorsOf(await post('workspace-approval', requester.token, { workspace_id: ws, message: 'x'.repeat(1001) })))).toEqual([
      'message',
    ]);
  });

  it('answers 422 once the workspace has been reviewed', async () => {
    const { requester, ws } = await setup();
    await t.deps.db.update(workspaces).set({ approvalStatus: 'approved' }).where(eq(workspaces.id, ws));
    const res = await post('workspace-approval', requester.token, { workspace_id: ws });
    expect(await errorsOf(res)).toEqual({ workspace_id: ['This workspace is not waiting for approval.'] });
  });

  it('sends one reminder an hour per workspace, whoever asks, and says when the next may go', async () => {
    const { requester, coAdmin, ws } = await setup();
    expect((await post('workspace-approval', requester.token, { workspace_id: ws })).status).toBe(200);
    for (const token of [requester.token, coAdmin.token]) {
      const again = await post('workspace-approval', token, { workspace_id: ws });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(((await again.json()) as { message: string }).message).toBe(
        'The administrators were reminded less than an hour ago. You can remind them again in 60 minutes.',
      );
    }
  });
});

describe('GET user/invites and the overview count', () => {
  it('needs a token', async () => {
    expect((await t.app.request('/api/user/invites')).status).toBe(401);
  });

  it("lists the caller's team and workspace invites, not anyone else's, and counts them in the overview", async () => {
    const owner = await signUpUser(t, 'owner@example.com', 'Owen', 'Owner');
    const me = await signUpUser(t, 'me@example.com');
    const other = await signUpUser(t, 'other@example.com');
    const ownerTeam = await makeTeam(t, [{ userId: owner.id, role: 'admin' }], 'Owners');
    const myTeam = await makeTeam(t, [{ userId: me.id, role: 'admin' }], 'Mine');
    const ws = await makeWorkspace(t, { ownerTeamId: ownerTeam, name: 'Shared' });
    await t.deps.db.insert(teamInvites).values([
      { teamId: ownerTeam, email: 'me@example.com', role: 'member', invitedBy: owner.id },
      { teamId: ownerTeam, email: 'other@example.com', role: 'admin', invitedBy: owner.id },
    ]);
    await t.deps.db.insert(workspaceInvites).values([
      { workspaceId: ws, teamId: myTeam, invitedBy: owner.id },
      { workspaceId: ws, email: 'me@example.com', invitedBy: owner.id },
      { workspaceId: ws, email: 'other@example.com', invitedBy: owner.id },
    ]);

    const res = await get('invites', me.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: {
        team_invites: { team: { name: string }; role: string; invited_by: { first_name: string } }[];
        workspace_invites: { kind: string; workspace: { name: string } }[];
      };
    };
    expect(body.data.team_invites).toHaveLength(1);
    expect(body.data.team_invites[0]).toMatchObject({ role: 'member', team: { name: 'Owners' }, invited_by: { first_name: 'Owen' } });
    expect(body.data.workspace_invites.map((i) => i.kind).sort()).toEqual(['team', 'user']);
    expect(body.data.workspace_invites.every((i) => i.workspace.name === 'Shared')).toBe(true);

    const overview = (await (await get('overview', me.token)).json()) as { data: { pending_invites_count: number } };
    expect(overview.data.pending_invites_count).toBe(3);
    const theirs = (await (await get('invites', other.token)).json()) as { data: { team_invites: unknown[]; workspace_invites: unknown[] } };
    expect([theirs.data.team_invites.length, theirs.data.workspace_invites.length]).toEqual([1, 1]);
    const empty = (await (await get('invites', owner.token)).json()) as { data: unknown };
    expect(empty.data).toEqual({ team_invites: [], workspace_invites: [] });
    // Email is the key: a user whose email changes no longer sees the old address's invites.
    await t.deps.db.update(users).set({ email: 'new@example.com' }).where(eq(users.id, other.id));
    expect(((await (await get('overview', other.token)).json()) as { data: { pending_invites_count: number } }).data.pending_invites_count).toBe(0);
  });
});
