import { and, eq } from 'drizzle-orm';
import { workspaceTeams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeWorkspaceBrand } from '../../test/content-fixtures';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { signUpUser } from '../../test/helpers';
import { call, makeMeeting, makeMeetingTask, scene } from './test-kit';
import type { Detail, Scene } from './test-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A meeting with everything clone and copy may carry (or must not). */
async function source(s: Scene) {
  const meeting = await makeMeeting(t, s.member, {
    workspace_id: s.ws,
    title: 'Plan',
    description: 'Quarterly',
    location: 'HQ',
    starts_at: '2026-11-24T09:00:00Z',
    ends_at: '2026-11-24T10:15:00Z',
    time_zone: 'Europe/Paris',
    attendee_ids: [s.owner.id, s.member.id, s.reader.id],
    workspace_company_retailer_id: s.target,
    workspace_company_brand_id: s.brand,
    goals: ['G1', 'G2', 'G3'],
    topics: ['T1', 'T2'],
  });
  const [g1, g2, g3] = meeting.goals.map((g) => g.id);
  await call(t, s.member.token, 'POST', `meetings/${meeting.id}/goal/order`, { ids: [g3, g1, g2] });
  await call(t, s.member.token, 'PUT', `meetings/${meeting.id}/topic/${meeting.topics[1].id}`, { duration_minutes: 20, description: 'Numbers' });
  await makeMeetingTask(t, meeting, 'Follow up');
  await call(t, s.member.token, 'POST', `meetings/${meeting.id}/discussion`, { title: 'Q' });
  return meeting;
}

describe('meetings: clone', () => {
  it('makes a new meeting in the same workspace with the agenda in order, not the tasks or discussions', async () => {
    const s = await scene(t);
    const original = await source(s);
    const res = await call<Detail>(t, s.owner.token, 'POST', `meetings/${original.id}/clone`);
    expect(res.status).toBe(201);
    const clone = res.body.data;
    expect(clone.id).not.toBe(original.id);
    expect(clone).toMatchObject({
      workspace_id: s.ws,
      title: 'Plan (copy)',
      description: 'Quarterly',
      location: 'HQ',
      starts_at: '2026-11-24T09:00:00.000Z',
      ends_at: '2026-11-24T10:15:00.000Z',
      time_zone: 'Europe/Paris',
      workspace_company_retailer_id: s.target,
      workspace_company_brand_id: s.brand,
      created_by: { id: s.owner.id },
      tasks_count: 0,
      tasks: [],
      discussions: [],
    });
    expect(clone.attendees.map((a) => a.id).sort()).toEqual([s.owner.id, s.member.id, s.reader.id].sort());
    expect(clone.goals.map((g) => [g.title, g.position])).toEqual([
      ['G3', 0],
      ['G1', 1],
      ['G2', 2],
    ]);
    expect(clone.topics.map((x) => [x.title, x.position, x.duration_minutes, x.description])).toEqual([
      ['T1', 0, null, null],
      ['T2', 1, 20, 'Numbers'],
    ]);
    // The source is untouched.
    const after = (await call<Detail>(t, s.owner.token, 'GET', `meetings/${original.id}`)).body.data;
    expect(after).toMatchObject({ tasks_count: 1, goals_count: 3, title: 'Plan' });
    expect(after.discussions).toHaveLength(1);
  });

  it('takes a title and a new start, keeping the length', async () => {
    const s = await scene(t);
    const original = await source(s);
    const res = await call<Detail>(t, s.member.token, 'POST', `meetings/${original.id}/clone`, { title: 'Plan II', starts_at: '2026-12-01T16:00:00+01:00' });
    expect(res.body.data).toMatchObject({ title: 'Plan II', starts_at: '2026-12-01T15:00:00.000Z', ends_at: '2026-12-01T16:15:00.000Z' });
    expect((await call(t, s.member.token, 'POST', `meetings/${original.id}/clone`, { title: '', starts_at: 'soon' })).body.errors).toMatchObject({
      title: expect.any(Array),
      starts_at: expect.any(Array),
    });
  });

  it('needs the create right in the workspace: read-only 403, outsiders 404', async () => {
    const s = await scene(t);
    const original = await source(s);
    expect((await call(t, s.reader.token, 'POST', `meetings/${original.id}/clone`, {})).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', `meetings/${original.id}/clone`, {})).status).toBe(404);
    expect((await call(t, null, 'POST', `meetings/${original.id}/clone`, {})).status).toBe(401);
  });
});

describe('meetings: copy', () => {
  it('copies into another workspace, keeping only its members as attendees and dropping the links', async () => {
    const s = await scene(t);
    const carol = await signUpUser(t, 'carol@example.com', 'Carol', 'Second');
    const teamC = await makeTeam(
      t,
      [
        { userId: s.owner.id, role: 'admin' },
        { userId: s.member.id, role: 'member' },
        { userId: carol.id, role: 'member' },
      ],
      'Team C',
    );
    const second = await makeWorkspace(t, { ownerTeamId: teamC, name: 'Second' });
    // A brand of the same id range in the target: links are dropped, never re-pointed.
    await makeWorkspaceBrand(t, { workspaceId: second, companyId: s.acme, name: 'Other brand' });
    const original = await source(s);

    const res = await call<Detail>(t, s.owner.token, 'POST', `meetings/${original.id}/copy`, { workspace_id: second });
    expect(res.status).toBe(201);
    const copy = res.body.data;
    expect(copy).toMatchObject({
      workspace_id: second,
      workspace_name: 'Second',
      title: 'Plan (copy)',
      workspace_company_retailer_id: null,
      workspace_company_brand_id: null,
      workspace_company_product_id: null,
      tasks: [],
      discussions: [],
    });
    expect(copy.attendees.map((a) => a.id).sort()).toEqual([s.owner.id, s.member.id].sort());
    expect(copy.goals.map((g) => g.title)).toEqual(['G3', 'G1', 'G2']);
    expect(copy.topics.map((x) => x.title)).toEqual(['T1', 'T2']);
    // Carol sees the copy in her workspace; the reader of the source does not.
    expect((await call(t, carol.token, 'GET', `meetings/${copy.id}`)).status).toBe(200);
    expect((await call(t, s.reader.token, 'GET', `meetings/${copy.id}`)).status).toBe(404);
  });

  it('needs the create right in the target: 404 where the caller is no member, 403 where they only read', async () => {
    const s = await scene(t);
    const original = await source(s);
    const teamReadOnly = await makeTeam(t, [{ userId: s.outsider.id, role: 'admin' }], 'Team D');
    const readOnlyWs = await makeWorkspace(t, { ownerTeamId: teamReadOnly, teamIds: [s.teamA], name: 'Watched' });
    await t.deps.db
      .update(workspaceTeams)
      .set({ access: 'read_only' })
      .where(and(eq(workspaceTeams.workspaceId, readOnlyWs), eq(workspaceTeams.teamId, s.teamA)));

    expect((await call(t, s.owner.token, 'POST', `meetings/${original.id}/copy`, { workspace_id: s.otherWs })).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', `meetings/${original.id}/copy`, { workspace_id: readOnlyWs })).status).toBe(403);
    expect((await call(t, s.owner.token, 'POST', `meetings/${original.id}/copy`, {})).body.errors).toEqual({
      workspace_id: ['The workspace field is required.'],
    });
    // The outsider may create in their own workspace, but cannot read the source.
    expect((await call(t, s.outsider.token, 'POST', `meetings/${original.id}/copy`, { workspace_id: s.otherWs })).status).toBe(404);
    // Into the source's own workspace, the create right is needed too.
    expect((await call(t, s.reader.token, 'POST', `meetings/${original.id}/copy`, { workspace_id: s.ws })).status).toBe(403);
  });
});

describe('access before the body', () => {
  it('answers a bad body with 404 to outsiders (discussion, clone, copy, order) and 403 to read-only members (order)', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.member, { workspace_id: s.ws, title: 'Plan', starts_at: '2026-11-24T09:00:00Z' });
    for (const body of [{ title: 42, ids: 'x', workspace_id: 'x', body: 42 }, 'not an object']) {
      for (const path of ['discussion', 'clone', 'copy', 'goal/order']) {
        expect([path, (await call(t, s.outsider.token, 'POST', `meetings/${meeting.id}/${path}`, body)).status]).toEqual([path, 404]);
        expect([path, (await call(t, s.owner.token, 'POST', `meetings/${meeting.id}/${path}`, body)).status]).toEqual([path, 422]);
      }
      expect((await call(t, s.reader.token, 'POST', `meetings/${meeting.id}/goal/order`, body)).status).toBe(403);
    }
    // Another content type is still the router's 415 for a caller who may clone.
    const raw = await t.app.request(`/api/meetings/${meeting.id}/clone`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.owner.token}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(raw.status).toBe(415);
  });
});
