import { eq } from 'drizzle-orm';
import type { Team, TeamInviteSummary } from '@/lib/contract/teams';
import { teamInvites, teamMembers } from '../../db/schema';
import { listTeamInvitesFor } from '../../services/teams/list-team-invites-for';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, crew, notificationsFor } from '../../test/teams-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const inviteOf = async (teamId: number, email: string) =>
  (await t.deps.db.select().from(teamInvites).where(eq(teamInvites.email, email))).find((i) => i.teamId === teamId);

describe('POST teams/{id}/invite', () => {
  it('invites an existing account: sign-in link by mail and a live RecordCreated notification', async () => {
    const { admin, outsider, teamId } = await crew(t);
    const res = await call<{ data: TeamInviteSummary }>(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'OZ@example.com', role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: 'oz@example.com', role: 'admin' });

    const [mail] = (await t.deps.mailer.list('oz@example.com')) ?? [];
    expect(mail.subject).toBe('Ann Admin invited you to join Crew');
    expect(mail.text).toContain(`${t.deps.config.appUrl}/login?email=oz%40example.com`);

    expect(notificationsFor(t, outsider.id)).toEqual([
      expect.objectContaining({
        type: 'RecordCreated',
        kind: 'team_invite',
        title: 'Team invite',
        message: 'Ann Admin invited you to join Crew as admin.',
        url: '/',
        invite_id: res.body.data.id,
      }),
    ]);
  });

  it('mails a sign-up link to an email without an account, and notifies nobody', async () => {
    const { admin, teamId } = await crew(t);
    t.publisher.clear();
    const res = await call(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'new@example.com', role: 'member' });
    expect(res.status).toBe(201);
    const [mail] = (await t.deps.mailer.list('new@example.com')) ?? [];
    expect(mail.text).toContain(`${t.deps.config.appUrl}/signup?email=new%40example.com`);
    expect(t.publisher.events).toEqual([]);
  });

  it('answers 422 for bad input, a member, or someone already invited', async () => {
    const { admin, teamId } = await crew(t);
    const bad = await call(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'nope', role: 'owner' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'role']);
    const member = await call(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'mo@example.com', role: 'member' });
    expect(member.body.errors.email).toEqual(['This user is already a member of the team.']);
    await call(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'x@example.com', role: 'member' });
    const again = await call(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'x@example.com', role: 'admin' });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['This email has already been invited to the team.']);
  });

  it('answers 403 to members, 404 to outsiders, 401 without a token', async () => {
    const { member, outsider, teamId } = await crew(t);
    const body = { email: 'x@example.com', role: 'member' };
    expect((await call(t, member.token, 'POST', `teams/${teamId}/invite`, body)).status).toBe(403);
    expect((await call(t, outsider.token, 'POST', `teams/${teamId}/invite`, body)).status).toBe(404);
    expect((await call(t, null, 'POST', `teams/${teamId}/invite`, body)).status).toBe(401);
    expect(await t.deps.db.select().from(teamInvites)).toEqual([]);
  });
});

describe('DELETE teams/{id}/invite', () => {
  it('lets admins cancel an invite by email', async () => {
    const { admin, teamId } = await crew(t);
    await call(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'x@example.com', role: 'member' });
    const res = await call(t, admin.token, 'DELETE', `teams/${teamId}/invite?email=X@example.com`);
    expect(res).toEqual({ status: 200, body: { message: 'Invite has been deleted.' } });
    expect(await inviteOf(teamId, 'x@example.com')).toBeUndefined();
    expect((await call(t, admin.token, 'DELETE', `teams/${teamId}/invite?email=x@example.com`)).status).toBe(404);
  });

  it('answers 422, 403 to members, 404 to outsiders, 401 without a token', async () => {
    const { admin, member, outsider, teamId } = await crew(t);
    await call(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'x@example.com', role: 'member' });
    const bad = await call(t, admin.token, 'DELETE', `teams/${teamId}/invite?email=nope`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toBeDefined();
    expect((await call(t, member.token, 'DELETE', `teams/${teamId}/invite?email=x@example.com`)).status).toBe(403);
    expect((await call(t, outsider.token, 'DELETE', `teams/${teamId}/invite?email=x@example.com`)).status).toBe(404);
    expect((await call(t, null, 'DELETE', `teams/${teamId}/invite?email=x@example.com`)).status).toBe(401);
    expect(await inviteOf(teamId, 'x@example.com')).toBeDefined();
  });
});

describe('POST teams/invite/{inviteId} (accept)', () => {
  it('adds the membership with the invite role, drops the invite and notifies the inviter', async () => {
    const { admin, outsider, teamId } = await crew(t);
    const sent = await call<{ data: TeamInviteSummary }>(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'oz@example.com', role: 'admin' });
    const res = await call<{ data: Team }>(t, outsider.token, 'POST', `teams/invite/${sent.body.data.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: teamId, role: 'admin', members_count: 3 });

    const rows = await t.deps.db.select().from(teamMembers).where(eq(teamMembers.userId, outsider.id));
    expect(rows.map((r) => [r.teamId, r.role])).toEqual([[teamId, 'admin']]);
    expect(await inviteOf(teamId, 'oz@example.com')).toBeUndefined();
    expect(notificationsFor(t, admin.id)).toEqual([
      expect.objectContaining({
        type: 'InviteAccepted',
        kind: 'team_invite_accepted',
        message: 'Oz Outsider accepted your invite to join Crew.',
        team_id: teamId,
        url: `/teams/${teamId}`,
      }),
    ]);
    // Gone once accepted.
    expect((await call(t, outsider.token, 'POST', `teams/invite/${sent.body.data.id}`)).status).toBe(404);
  });

  it('answers 404 to anyone but the invited email, and 401 without a token', async () => {
    const { admin, member, teamId } = await crew(t);
    const sent = await call<{ data: TeamInviteSummary }>(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'oz@example.com', role: 'member' });
    expect((await call(t, member.token, 'POST', `teams/invite/${sent.body.data.id}`)).status).toBe(404);
    expect((await call(t, admin.token, 'POST', `teams/invite/${sent.body.data.id}`)).status).toBe(404);
    expect((await call(t, member.token, 'POST', 'teams/invite/999')).status).toBe(404);
    expect((await call(t, null, 'POST', `teams/invite/${sent.body.data.id}`)).status).toBe(401);
    expect(await inviteOf(teamId, 'oz@example.com')).toBeDefined();
  });
});

describe('DELETE teams/invite/{inviteId} (decline)', () => {
  it('drops the invite without a membership and tells the inviter', async () => {
    const { admin, outsider, teamId } = await crew(t);
    const sent = await call<{ data: TeamInviteSummary }>(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'oz@example.com', role: 'member' });
    const res = await call(t, outsider.token, 'DELETE', `teams/invite/${sent.body.data.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Invite has been declined.' } });
    expect(await inviteOf(teamId, 'oz@example.com')).toBeUndefined();
    expect(await t.deps.db.select().from(teamMembers).where(eq(teamMembers.userId, outsider.id))).toEqual([]);
    expect(notificationsFor(t, admin.id)).toEqual([expect.objectContaining({ type: 'InviteDeclined', kind: 'team_invite_declined' })]);
  });

  it('answers 404 to anyone but the invited email, and 401 without a token', async () => {
    const { admin, member, teamId } = await crew(t);
    const sent = await call<{ data: TeamInviteSummary }>(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'oz@example.com', role: 'member' });
    expect((await call(t, member.token, 'DELETE', `teams/invite/${sent.body.data.id}`)).status).toBe(404);
    expect((await call(t, null, 'DELETE', `teams/invite/${sent.body.data.id}`)).status).toBe(401);
    expect(await inviteOf(teamId, 'oz@example.com')).toBeDefined();
  });
});

describe('listTeamInvitesFor', () => {
  it('returns the pending invites of an email in the invites-panel shape', async () => {
    const { admin, teamId } = await crew(t);
    await call(t, admin.token, 'POST', `teams/${teamId}/invite`, { email: 'oz@example.com', role: 'member' });
    const invites = await listTeamInvitesFor(t.deps.db, 'Oz@Example.com');
    expect(invites).toEqual([
      {
        id: expect.any(Number),
        role: 'member',
        email: 'oz@example.com',
        team: { id: teamId, name: 'Crew', image: null },
        invited_by: { id: admin.id, first_name: 'Ann', last_name: 'Admin', email: 'ann@example.com', image: null },
        created_at: expect.any(String),
      },
    ]);
    expect(await listTeamInvitesFor(t.deps.db, 'nobody@example.com')).toEqual([]);
  });
});
