import { eq } from 'drizzle-orm';
import { meetingDetailResource } from '@/lib/contract/meetings';
import { tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, customToken, makeMeeting, makeMeetingTask, scene } from './test-kit';
import type { Detail } from './test-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('meetings: create and show', () => {
  it('documents every meetings route under its clean path', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/meetings'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/meetings/{meetingId}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/meetings/{meetingId}/goal/{goalId}'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/meetings/{meetingId}/topic/{topicId}'] ?? {}).sort()).toEqual(['delete', 'put']);
    for (const path of [
      'search',
      '{meetingId}/discussion',
      '{meetingId}/goal',
      '{meetingId}/topic',
      '{meetingId}/goal/order',
      '{meetingId}/topic/order',
      '{meetingId}/clone',
      '{meetingId}/copy',
    ]) {
      expect(doc.paths).toHaveProperty([`/meetings/${path}`]);
    }
  });

  it('needs a token, and the meetings ability', async () => {
    const s = await scene(t);
    for (const [method, path] of [
      ['GET', 'meetings'],
      ['POST', 'meetings'],
      ['GET', 'meetings/search?q=a'],
      ['GET', 'meetings/1'],
      ['PUT', 'meetings/1'],
      ['POST', 'meetings/1/goal/order'],
    ]) {
      expect((await call(t, null, method, path, method === 'GET' ? undefined : {})).status).toBe(401);
    }
    const readOnly = await customToken(t, s.owner.token, ['meetings:read']);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws });
    expect((await call(t, readOnly, 'GET', `meetings/${meeting.id}`)).status).toBe(200);
    expect((await call(t, readOnly, 'POST', 'meetings', { workspace_id: s.ws, title: 'X', starts_at: '2026-11-24T09:00:00Z' })).status).toBe(403);
    const filesOnly = await customToken(t, s.owner.token, ['files:write']);
    expect((await call(t, filesOnly, 'GET', 'meetings')).status).toBe(403);
  });

  it('creates a meeting with attendees, links and its first goals and topics, and shows it', async () => {
    const s = await scene(t);
    const res = await call<Detail>(t, s.member.token, 'POST', 'meetings', {
      workspace_id: s.ws,
      title: 'Line review prep',
      description: 'Bring the numbers',
      location: 'Room 4',
      starts_at: '2026-11-24T10:00:00+01:00',
      ends_at: '2026-11-24T11:30:00+01:00',
      time_zone: 'Europe/Paris',
      attendee_ids: [s.owner.id, s.reader.id],
      workspace_company_retailer_id: s.target,
      workspace_company_brand_id: s.brand,
      workspace_company_product_id: s.product,
      goals: ['Agree prices', 'Pick the shelf'],
      topics: ['Numbers'],
    });
    expect(res.status).toBe(201);
    const meeting = meetingDetailResource.parse(res.body.data);
    expect(meeting).toMatchObject({
      workspace_id: s.ws,
      workspace_name: 'Launch',
      title: 'Line review prep',
      description: 'Bring the numbers',
      location: 'Room 4',
      starts_at: '2026-11-24T09:00:00.000Z',
      ends_at: '2026-11-24T10:30:00.000Z',
      time_zone: 'Europe/Paris',
      retailer_name: 'Target',
      brand_name: 'Sunny',
      product_name: 'Sunny Soap',
      goals_count: 2,
      topics_count: 1,
      tasks_count: 0,
      created_by: { id: s.member.id, first_name: 'Mel' },
      can_write: true,
      can_edit: true,
      tasks: [],
      discussions: [],
    });
    expect(meeting.attendees.map((a) => a.id)).toEqual([s.owner.id, s.reader.id]);
    expect(meeting.goals.map((g) => [g.title, g.position])).toEqual([
      ['Agree prices', 0],
      ['Pick the shelf', 1],
    ]);
    expect(meeting.topics).toMatchObject([{ title: 'Numbers', position: 0, duration_minutes: null }]);

    // A read-only reader sees it but may neither write its agenda nor edit it.
    const shown = await call<Detail>(t, s.reader.token, 'GET', `meetings/${meeting.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ ...meeting, can_write: false, can_edit: false });
    // The owner (a manager of the workspace) may edit someone else's meeting.
    expect((await call<Detail>(t, s.owner.token, 'GET', `meetings/${meeting.id}`)).body.data).toMatchObject({ can_write: true, can_edit: true });
  });

  it('defaults to 30 minutes in UTC', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws, starts_at: '2026-11-24T09:00:00Z' });
    expect(meeting).toMatchObject({ ends_at: '2026-11-24T09:30:00.000Z', time_zone: 'UTC', attendees: [], goals: [], topics: [] });
  });

  it('answers 422 with field errors', async () => {
    const s = await scene(t);
    const post = (body: Record<string, unknown>) => call(t, s.owner.token, 'POST', 'meetings', body);
    const ok = { workspace_id: s.ws, title: 'X', starts_at: '2026-11-24T09:00:00Z' };
    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['starts_at', 'title', 'workspace_id']);
    expect((await post({ ...ok, starts_at: '2026-11-24 09:00' })).body.errors.starts_at).toEqual([
      'The start must be a date and time with its offset (ISO 8601).',
    ]);
    expect((await post({ ...ok, ends_at: '2026-11-24T08:00:00Z' })).body.errors).toEqual({ ends_at: ['The end must be after the start.'] });
    expect((await post({ ...ok, time_zone: 'Mars/Base' })).body.errors).toEqual({ time_zone: ['The time zone must be a valid IANA time zone.'] });
    expect((await post({ ...ok, attendee_ids: [s.outsider.id] })).body.errors).toEqual({
      attendee_ids: ['The selected attendees must be members of the workspace.'],
    });
    expect((await post({ ...ok, attendee_ids: 'a,b' })).body.errors).toEqual({ attendee_ids: ['The attendee_ids must be a list of ids.'] });
    expect((await post({ ...ok, workspace_company_retailer_id: s.theirRetailer })).body.errors).toEqual({
      workspace_company_retailer_id: ['The selected retailer is invalid.'],
    });
    expect((await post({ ...ok, workspace_company_brand_id: s.theirBrand })).body.errors).toEqual({
      workspace_company_brand_id: ['The selected brand is invalid.'],
    });
    expect((await post({ ...ok, goals: ['Fine', ''] })).body.errors).toHaveProperty(['goals.1']);
    expect((await call<{ data: unknown[] }>(t, s.owner.token, 'GET', 'meetings')).body.data).toEqual([]);
  });

  it('obeys section 6: read-only teams and restricted creation get 403, outsiders 404', async () => {
    const s = await scene(t, { restrict: true });
    const body = { workspace_id: s.ws, title: 'X', starts_at: '2026-11-24T09:00:00Z' };
    const reader = await call(t, s.reader.token, 'POST', 'meetings', body);
    expect(reader).toMatchObject({ status: 403, body: { message: 'Your team has read-only access to this workspace.' } });
    const member = await call(t, s.member.token, 'POST', 'meetings', body);
    expect(member).toMatchObject({ status: 403, body: { message: 'Only admins of the owner team can create resources in this workspace.' } });
    expect((await call(t, s.outsider.token, 'POST', 'meetings', body)).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', 'meetings', body)).status).toBe(201);
  });

  it('answers 404 to outsiders and for ids that name nothing', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws });
    for (const method of ['GET', 'PUT', 'DELETE'])
      expect((await call(t, s.outsider.token, method, `meetings/${meeting.id}`, method === 'PUT' ? { title: 'Y' } : undefined)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'POST', `meetings/${meeting.id}/discussion`, { title: 'Q' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `meetings/${meeting.id + 1}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', 'meetings/99999999999')).status).toBe(404);
  });

  it('shows its top-level tasks (not subtasks) and its discussions', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws });
    const first = await makeMeetingTask(t, meeting, 'Send the deck');
    await makeMeetingTask(t, meeting, 'Attach the prices', first);
    await makeMeetingTask(t, meeting, 'Book the room');
    const discussion = await call(t, s.reader.token, 'POST', `meetings/${meeting.id}/discussion`, { title: 'Agenda?', body: 'Add pricing' });
    expect(discussion).toMatchObject({
      status: 201,
      body: { data: { meeting_id: meeting.id, title: 'Agenda?', author: { id: s.reader.id }, can_edit: true } },
    });
    expect((await call(t, s.reader.token, 'POST', `meetings/${meeting.id}/discussion`, { title: '' })).status).toBe(422);

    const shown = (await call<Detail>(t, s.member.token, 'GET', `meetings/${meeting.id}`)).body.data;
    expect(shown.tasks_count).toBe(2);
    expect(shown.tasks.map((task) => task.title)).toEqual(['Send the deck', 'Book the room']);
    expect(shown.tasks[0]).toMatchObject({ meeting_id: meeting.id, meeting_title: 'Weekly sync', subtasks: [{ title: 'Attach the prices' }] });
    // The member neither wrote the discussion nor may edit the meeting: can_edit false on it.
    expect(shown.discussions).toMatchObject([{ title: 'Agenda?', body: 'Add pricing', can_edit: false }]);
  });
});

describe('meetings: update and delete', () => {
  it('changes the fields sent; its author or a manager may, others get 403', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.member, {
      workspace_id: s.ws,
      description: 'Old',
      location: 'HQ',
      starts_at: '2026-11-24T09:00:00Z',
      ends_at: '2026-11-24T10:00:00Z',
      workspace_company_brand_id: s.brand,
    });
    const upd = await call<Detail>(t, s.member.token, 'PUT', `meetings/${meeting.id}`, {
      title: 'Renamed',
      description: null,
      starts_at: '2026-11-25T15:00:00Z',
    });
    expect(upd.status).toBe(200);
    // A new start alone keeps the meeting's length.
    expect(upd.body.data).toMatchObject({
      title: 'Renamed',
      description: null,
      location: 'HQ',
      starts_at: '2026-11-25T15:00:00.000Z',
      ends_at: '2026-11-25T16:00:00.000Z',
      brand_name: 'Sunny',
    });
    const byManager = await call<Detail>(t, s.owner.token, 'PUT', `meetings/${meeting.id}`, {
      workspace_company_brand_id: null,
      ends_at: '2026-11-25T17:00:00Z',
      time_zone: 'America/New_York',
    });
    expect(byManager.body.data).toMatchObject({
      workspace_company_brand_id: null,
      brand_name: null,
      ends_at: '2026-11-25T17:00:00.000Z',
      time_zone: 'America/New_York',
      title: 'Renamed',
    });

    const other = await makeMeeting(t, s.owner, { workspace_id: s.ws });
    expect((await call(t, s.member.token, 'PUT', `meetings/${other.id}`, { title: 'Mine now' })).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', `meetings/${other.id}`)).status).toBe(403);
    expect((await call(t, s.reader.token, 'PUT', `meetings/${meeting.id}`, { title: 'R' })).status).toBe(403);
    expect((await call(t, s.reader.token, 'DELETE', `meetings/${meeting.id}`)).status).toBe(403);

    const bad = await call(t, s.member.token, 'PUT', `meetings/${meeting.id}`, { title: '', workspace_company_product_id: s.theirBrand });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.title).toEqual(['The title field is required.']);
    expect((await call(t, s.member.token, 'PUT', `meetings/${meeting.id}`, { ends_at: '2026-11-01T00:00:00Z' })).body.errors).toEqual({
      ends_at: ['The end must be after the start.'],
    });
    expect((await call(t, s.member.token, 'PUT', `meetings/${meeting.id}`, { attendee_ids: [s.outsider.id] })).body.errors).toHaveProperty('attendee_ids');
  });

  it('replaces the attendees', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws, attendee_ids: [s.member.id] });
    const upd = await call<Detail>(t, s.owner.token, 'PUT', `meetings/${meeting.id}`, { attendee_ids: [s.reader.id, s.owner.id] });
    expect(upd.body.data.attendees.map((a) => a.id).sort()).toEqual([s.owner.id, s.reader.id].sort());
    const cleared = await call<Detail>(t, s.owner.token, 'PUT', `meetings/${meeting.id}`, { attendee_ids: null });
    expect(cleared.body.data.attendees).toEqual([]);
  });

  it('deletes the meeting; its tasks stay without it', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.member, { workspace_id: s.ws, goals: ['G'] });
    const taskId = await makeMeetingTask(t, meeting, 'Follow up');
    expect(await call(t, s.member.token, 'DELETE', `meetings/${meeting.id}`)).toEqual({ status: 200, body: { message: 'Meeting has been deleted.' } });
    expect((await call(t, s.member.token, 'GET', `meetings/${meeting.id}`)).status).toBe(404);
    const [task] = await t.deps.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task).toMatchObject({ title: 'Follow up', meetingId: null });
  });
});
