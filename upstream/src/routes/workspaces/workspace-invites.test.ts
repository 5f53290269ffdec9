import { eq } from 'drizzle-orm';
import { workspaceInviteResource } from '@/lib/contract/workspaces';
import { teamMembers, teams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam } from '../../test/fixtures';
import { auth } from '../../test/helpers';
import { NOT_YOUR_TEAM } from '../../services/workspaces/invite-team-to-workspace';
import { call, notificationsOf, scene, signUp } from '../../test/workspaces-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Team invites by id are only for teams the inviter belongs to: here the owner joins team B as a plain member. */
const ownerJoinsTeamB = async (s: { owner: { id: number }; teamB: number }) => {
  await t.deps.db.insert(teamMembers).values({ teamId: s.teamB, userId: s.owner.id, role: 'member' });
};

const invitesOf = async (token: string) => workspaceInviteResource.array().parse((await call(t, 'GET', 'workspaces/invites', token)).body.data);

describe('team invites', () => {
  it('invites a team; its admin sees and accepts it; the inviter is told', async () => {
    const s = await scene(t);
    await ownerJoinsTeamB(s);
    const res = await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { team_id: s.teamB });
    expect(res.status).toBe(201);
    expect(res.body.data?.invites).toEqual([expect.objectContaining({ kind: 'team', team: { id: s.teamB, name: 'Team B' }, email: null })]);
    expect(notificationsOf(t, s.outsider.id)).toEqual([expect.objectContaining({ type: 'RecordCreated', kind: 'workspace_invite', workspace_id: s.ws })]);

    const [invite] = await invitesOf(s.outsider.token);
    expect(invite).toMatchObject({
      kind: 'team',
      workspace: { id: s.ws, name: 'Alpha', image: null },
      team: { id: s.teamB, name: 'Team B' },
      invited_by: { id: s.owner.id },
    });
    expect(await invitesOf(s.member.token)).toEqual([]);

    const accepted = await call(t, 'POST', `workspaces/${s.ws}/invite/${s.teamB}`, s.outsider.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data?.team_ids).toEqual([s.teamA, s.teamB]);
    expect(await invitesOf(s.outsider.token)).toEqual([]);
    expect(notificationsOf(t, s.owner.id)).toEqual([
      expect.objectContaining({ type: 'InviteAccepted', kind: 'workspace_invite_accepted', url: `/workspace/${s.ws}` }),
    ]);
    expect((await call(t, 'GET', 'workspaces', s.outsider.token)).body.meta?.total).toBe(1);
  });

  it('refuses unknown, attached or already invited teams and a body with both or neither (422)', async () => {
    const s = await scene(t);
    await ownerJoinsTeamB(s);
    const post = (body: unknown) => call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, body);
    expect((await post({ team_id: 999 })).body.errors?.team_id).toEqual([NOT_YOUR_TEAM]);
    expect((await post({ team_id: s.teamA })).body.errors?.team_id).toEqual(['This team is already in the workspace.']);
    expect((await post({ team_id: s.teamB })).status).toBe(201);
    expect((await post({ team_id: s.teamB })).body.errors?.team_id).toEqual(['This team has already been invited.']);
    expect((await post({})).status).toBe(422);
    expect((await post({ team_id: s.teamB, email: 'a@example.com' })).status).toBe(422);
    expect((await post({ email: 'not-an-email' })).body.errors?.email).toBeDefined();
  });

  it('refuses invites from members (403), other teams (404) and anonymous callers (401)', async () => {
    const s = await scene(t);
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite`, s.member.token, { team_id: s.teamB })).status).toBe(403);
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite`, s.outsider.token, { team_id: s.teamB })).status).toBe(404);
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite`, undefined, { team_id: s.teamB })).status).toBe(401);
    expect((await call(t, 'GET', 'workspaces/invites')).status).toBe(401);
  });

  it('lets only an admin of the invited team accept or decline', async () => {
    const s = await scene(t);
    const plain = await signUp(t, 'plain@example.com');
    await t.deps.db.insert(teamMembers).values({ teamId: s.teamB, userId: plain.id, role: 'member' });
    await ownerJoinsTeamB(s);
    await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { team_id: s.teamB });
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite/${s.teamB}`, plain.token)).status).toBe(403);
    // The inviter is a plain member of team B now (they must belong to it to invite it): 403, not an admin.
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite/${s.teamB}`, s.owner.token)).status).toBe(403);
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite/${s.teamB}`, s.member.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/invite/${s.teamB}`, plain.token)).status).toBe(403);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/invite/${s.teamB}`)).status).toBe(401);
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite/${s.teamB}`)).status).toBe(401);
    const declined = await call(t, 'DELETE', `workspaces/${s.ws}/invite/${s.teamB}`, s.outsider.token);
    expect(declined).toEqual({ status: 200, body: { message: 'Invite declined.' } });
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite/${s.teamB}`, s.outsider.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/invite/${s.teamB}`, s.outsider.token)).status).toBe(404);
  });
});

describe('DELETE workspaces/{id}/invite', () => {
  it('cancels a team or an email invite for managers', async () => {
    const s = await scene(t);
    await ownerJoinsTeamB(s);
    await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { team_id: s.teamB });
    await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { email: 'Someone@Example.com' });
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/invite?team_id=${s.teamB}`, s.member.token)).status).toBe(403);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/invite?team_id=${s.teamB}`, s.outsider.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/invite?team_id=${s.teamB}`)).status).toBe(401);
    const one = await call(t, 'DELETE', `workspaces/${s.ws}/invite?team_id=${s.teamB}`, s.owner.token);
    expect(one.status).toBe(200);
    expect(one.body.data?.invites).toEqual([expect.objectContaining({ kind: 'user', email: 'someone@example.com' })]);
    const two = await call(t, 'DELETE', `workspaces/${s.ws}/invite?email=someone@example.com`, s.owner.token);
    expect(two.body.data?.invites).toEqual([]);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/invite?email=someone@example.com`, s.owner.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/invite`, s.owner.token)).status).toBe(422);
  });
});

describe('user invites', () => {
  it('invites a new person by email; after signing up they accept with a new personal team', async () => {
    const s = await scene(t);
    const res = await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { email: 'nia@example.com' });
    expect(res.status).toBe(201);
    const [mail] = (await t.deps.mailer.list('nia@example.com')) ?? [];
    expect(mail.subject).toBe('You are invited to the workspace "Alpha"');
    expect(mail.text).toContain(`${t.deps.config.appUrl}/signup?email=nia%40example.com`);
    await new Promise((r) => setTimeout(r, 5)); // the sign-up code mail must be the newest one

    const nia = await signUp(t, 'nia@example.com', 'Nia', 'New');
    const [invite] = await invitesOf(nia.token);
    expect(invite).toMatchObject({ kind: 'user', email: 'nia@example.com', team: null, workspace: { id: s.ws } });
    const accepted = await t.app.request(`/api/workspaces/${s.ws}/user-invite/${invite.id}`, { method: 'POST', headers: auth(nia.token) });
    expect(accepted.status).toBe(200);
    const ws = ((await accepted.json()) as { data: { teams: { id: number; name: string; is_admin: boolean }[] } }).data;
    const personal = ws.teams.find((x) => x.name === "Nia New's team");
    expect(personal).toMatchObject({ is_admin: true });
    const [membership] = await t.deps.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, personal?.id ?? 0));
    expect(membership).toMatchObject({ userId: nia.id, role: 'admin' });
    expect(await invitesOf(nia.token)).toEqual([]);
    expect(notificationsOf(t, s.owner.id)).toEqual([expect.objectContaining({ type: 'InviteAccepted', message: 'Nia New joined the workspace "Alpha".' })]);
  });

  it('tells a person with an account, who brings one of their admin teams', async () => {
    const s = await scene(t);
    await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { email: 'outsider@example.com' });
    expect(notificationsOf(t, s.outsider.id)).toEqual([expect.objectContaining({ type: 'RecordCreated', kind: 'workspace_invite', workspace_id: s.ws })]);
    const [mail] = (await t.deps.mailer.list('outsider@example.com')) ?? [];
    expect(mail.text).toContain('/login?email=outsider%40example.com');
    const [invite] = await invitesOf(s.outsider.token);
    const path = `workspaces/${s.ws}/user-invite/${invite.id}`;
    expect((await call(t, 'POST', path, s.outsider.token, {})).body.errors?.team_id).toEqual(['Choose one of your teams to bring into the workspace.']);
    expect((await call(t, 'POST', path, s.outsider.token, { team_id: s.teamA })).body.errors?.team_id).toEqual(['You must be an admin of the selected team.']);
    expect((await call(t, 'POST', path, s.outsider.token, { team_id: 'x' })).status).toBe(422);
    expect((await call(t, 'POST', path, s.member.token, { team_id: s.teamA })).status).toBe(404);
    expect((await call(t, 'POST', path, undefined, { team_id: s.teamB })).status).toBe(401);
    const ok = await call(t, 'POST', path, s.outsider.token, { team_id: s.teamB });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.team_ids).toEqual([s.teamA, s.teamB]);
    expect(await t.deps.db.select().from(teams)).toHaveLength(2); // no personal team
  });

  it('refuses a duplicate email invite and a team already in the workspace', async () => {
    const s = await scene(t);
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { email: 'member@example.com' })).status).toBe(201);
    expect((await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { email: 'member@example.com' })).body.errors?.email).toEqual([
      'This email has already been invited.',
    ]);
    const [invite] = await invitesOf(s.member.token);
    const ownTeam = await makeTeam(t, [{ userId: s.member.id, role: 'admin' }]);
    await t.deps.db.update(teamMembers).set({ role: 'admin' }).where(eq(teamMembers.userId, s.member.id));
    const res = await call(t, 'POST', `workspaces/${s.ws}/user-invite/${invite.id}`, s.member.token, { team_id: s.teamA });
    expect(res.body.errors?.team_id).toEqual(['This team is already in the workspace.']);
    expect((await call(t, 'POST', `workspaces/${s.ws}/user-invite/${invite.id}`, s.member.token, { team_id: ownTeam })).status).toBe(200);
  });

  it('lets only the invited person decline', async () => {
    const s = await scene(t);
    await call(t, 'POST', `workspaces/${s.ws}/invite`, s.owner.token, { email: 'outsider@example.com' });
    const [invite] = await invitesOf(s.outsider.token);
    const path = `workspaces/${s.ws}/user-invite/${invite.id}`;
    expect((await call(t, 'DELETE', path)).status).toBe(401);
    expect((await call(t, 'DELETE', path, s.member.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `workspaces/${s.ws + 1}/user-invite/${invite.id}`, s.outsider.token)).status).toBe(404);
    expect(await call(t, 'DELETE', path, s.outsider.token)).toEqual({ status: 200, body: { message: 'Invite declined.' } });
    expect(await invitesOf(s.outsider.token)).toEqual([]);
    expect((await call(t, 'POST', path, s.outsider.token, { team_id: s.teamB })).status).toBe(404);
  });
});
