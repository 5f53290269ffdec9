import { and, eq } from 'drizzle-orm';
import type { TeamMember } from '@/lib/contract/teams';
import { teamMembers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, crew, notificationsFor } from '../../test/teams-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const roleOf = async (teamId: number, userId: number) =>
  (
    await t.deps.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
  )[0]?.role ?? null;

describe('PUT teams/{id}/members/{userId}', () => {
  it('lets an admin change a role and notifies the member (RoleChanged)', async () => {
    const { admin, member, teamId } = await crew(t);
    const res = await call<{ data: TeamMember }>(t, admin.token, 'PUT', `teams/${teamId}/members/${member.id}`, { role: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ user: expect.objectContaining({ id: member.id, email: 'mo@example.com' }), role: 'admin' });
    expect(await roleOf(teamId, member.id)).toBe('admin');
    expect(notificationsFor(t, member.id)).toEqual([
      expect.objectContaining({ type: 'RoleChanged', kind: 'team_role_changed', message: 'Ann Admin made you an admin of Crew.', role: 'admin' }),
    ]);
    // With a second admin, the first may step down; nobody is notified of their own change.
    t.publisher.clear();
    expect((await call(t, admin.token, 'PUT', `teams/${teamId}/members/${admin.id}`, { role: 'member' })).status).toBe(200);
    expect(t.publisher.events).toEqual([]);
  });

  it('refuses (422) to demote the last admin', async () => {
    const { admin, teamId } = await crew(t);
    const res = await call(t, admin.token, 'PUT', `teams/${teamId}/members/${admin.id}`, { role: 'member' });
    expect(res.status).toBe(422);
    expect(res.body.errors.role).toEqual(['A team must keep at least one admin. Make another member admin first.']);
    expect(await roleOf(teamId, admin.id)).toBe('admin');
  });

  it('answers 422 for a bad role and 404 for a user outside the team', async () => {
    const { admin, outsider, teamId } = await crew(t);
    const bad = await call(t, admin.token, 'PUT', `teams/${teamId}/members/${outsider.id}`, { role: 'owner' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.role).toEqual(['The role must be admin or member.']);
    expect((await call(t, admin.token, 'PUT', `teams/${teamId}/members/${outsider.id}`, { role: 'admin' })).status).toBe(404);
  });

  it('answers 403 to members, 404 to outsiders, 401 without a token', async () => {
    const { admin, member, outsider, teamId } = await crew(t);
    const path = `teams/${teamId}/members/${admin.id}`;
    expect((await call(t, member.token, 'PUT', path, { role: 'member' })).status).toBe(403);
    expect((await call(t, outsider.token, 'PUT', path, { role: 'member' })).status).toBe(404);
    expect((await call(t, null, 'PUT', path, { role: 'member' })).status).toBe(401);
    expect(await roleOf(teamId, admin.id)).toBe('admin');
  });

  it('checks access before the body: a bad role is 404 to outsiders and 403 to members, 422 to admins', async () => {
    const { admin, member, outsider, teamId } = await crew(t);
    const path = `teams/${teamId}/members/${member.id}`;
    for (const body of [{ role: 'owner' }, {}, 'not an object']) {
      expect((await call(t, outsider.token, 'PUT', path, body)).status).toBe(404);
      expect((await call(t, member.token, 'PUT', path, body)).status).toBe(403);
      expect((await call(t, admin.token, 'PUT', path, body)).status).toBe(422);
    }
    expect(await roleOf(teamId, member.id)).toBe('member');
  });
});

describe('DELETE teams/{id}/members/{userId}', () => {
  it('lets an admin remove a member', async () => {
    const { admin, member, teamId } = await crew(t);
    const res = await call(t, admin.token, 'DELETE', `teams/${teamId}/members/${member.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Member has been removed.' } });
    expect(await roleOf(teamId, member.id)).toBeNull();
    expect((await call(t, member.token, 'GET', `teams/${teamId}`)).status).toBe(404);
  });

  it('refuses (422) to remove the last admin, and answers 404 for a non-member', async () => {
    const { admin, outsider, teamId } = await crew(t);
    const res = await call(t, admin.token, 'DELETE', `teams/${teamId}/members/${admin.id}`);
    expect(res.status).toBe(422);
    expect(res.body.errors.user_id).toBeDefined();
    expect((await call(t, admin.token, 'DELETE', `teams/${teamId}/members/${outsider.id}`)).status).toBe(404);
  });

  it('answers 403 to members, 404 to outsiders, 401 without a token', async () => {
    const { admin, member, outsider, teamId } = await crew(t);
    const path = `teams/${teamId}/members/${admin.id}`;
    expect((await call(t, member.token, 'DELETE', path)).status).toBe(403);
    expect((await call(t, outsider.token, 'DELETE', path)).status).toBe(404);
    expect((await call(t, null, 'DELETE', path)).status).toBe(401);
    expect(await roleOf(teamId, admin.id)).toBe('admin');
  });
});

describe('DELETE teams/{id}/leave', () => {
  it('lets a member leave', async () => {
    const { member, teamId } = await crew(t);
    const res = await call(t, member.token, 'DELETE', `teams/${teamId}/leave`);
    expect(res).toEqual({ status: 200, body: { message: 'Team has been left.' } });
    expect(await roleOf(teamId, member.id)).toBeNull();
  });

  it('keeps the last admin while others remain, and the last member (who should delete instead)', async () => {
    const { admin, member, teamId } = await crew(t);
    const lastAdmin = await call(t, admin.token, 'DELETE', `teams/${teamId}/leave`);
    expect(lastAdmin.status).toBe(422);
    expect(lastAdmin.body.errors.team).toEqual(['You are the last admin of this team. Make another member admin before leaving.']);
    await call(t, member.token, 'DELETE', `teams/${teamId}/leave`);
    const lastMember = await call(t, admin.token, 'DELETE', `teams/${teamId}/leave`);
    expect(lastMember.status).toBe(422);
    expect(lastMember.body.errors.team).toEqual(['You are the last member of this team. Delete the team instead.']);
    expect(await roleOf(teamId, admin.id)).toBe('admin');
  });

  it('lets an admin leave when another admin remains', async () => {
    const { admin, member, teamId } = await crew(t);
    await call(t, admin.token, 'PUT', `teams/${teamId}/members/${member.id}`, { role: 'admin' });
    expect((await call(t, admin.token, 'DELETE', `teams/${teamId}/leave`)).status).toBe(200);
    expect(await roleOf(teamId, member.id)).toBe('admin');
  });

  it('answers 404 to outsiders and 401 without a token', async () => {
    const { outsider, teamId } = await crew(t);
    expect((await call(t, outsider.token, 'DELETE', `teams/${teamId}/leave`)).status).toBe(404);
    expect((await call(t, null, 'DELETE', `teams/${teamId}/leave`)).status).toBe(401);
  });
});
