import type { MeetingGoal, MeetingTopic } from '@/lib/contract/meetings';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeMeeting, scene } from './test-kit';
import type { Detail, One } from './test-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const shown = async (token: string, meetingId: number) => (await call<Detail>(t, token, 'GET', `meetings/${meetingId}`)).body.data;

describe('meeting goals and topics', () => {
  it('adds at the end, edits, and keeps the order an order call sets', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws });
    const add = (title: string) => call<One<MeetingGoal>>(t, s.member.token, 'POST', `meetings/${meeting.id}/goal`, { title });
    const [g1, g2, g3] = [(await add('One')).body.data, (await add('Two')).body.data, (await add('Three')).body.data];
    expect([g1, g2, g3].map((g) => [g.title, g.position, g.meeting_id])).toEqual([
      ['One', 0, meeting.id],
      ['Two', 1, meeting.id],
      ['Three', 2, meeting.id],
    ]);

    const ordered = await call<{ data: MeetingGoal[] }>(t, s.member.token, 'POST', `meetings/${meeting.id}/goal/order`, { ids: [g3.id, g1.id, g2.id] });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.map((g) => [g.id, g.position])).toEqual([
      [g3.id, 0],
      [g1.id, 1],
      [g2.id, 2],
    ]);
    expect((await shown(s.reader.token, meeting.id)).goals.map((g) => g.title)).toEqual(['Three', 'One', 'Two']);

    const edited = await call<One<MeetingGoal>>(t, s.member.token, 'PUT', `meetings/${meeting.id}/goal/${g1.id}`, { description: 'Why it matters' });
    expect(edited.body.data).toMatchObject({ id: g1.id, title: 'One', description: 'Why it matters', position: 1 });
    const cleared = await call<One<MeetingGoal>>(t, s.member.token, 'PUT', `meetings/${meeting.id}/goal/${g1.id}`, { title: 'Uno', description: null });
    expect(cleared.body.data).toMatchObject({ title: 'Uno', description: null });
    expect((await add('Four')).body.data.position).toBe(3);
  });

  it('renumbers the rest 0..n-1 when one is deleted', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws, topics: ['A', 'B', 'C', 'D'] });
    const [, b] = meeting.topics;
    expect(await call(t, s.owner.token, 'DELETE', `meetings/${meeting.id}/topic/${b.id}`)).toEqual({
      status: 200,
      body: { message: 'Topic has been deleted.' },
    });
    expect((await shown(s.owner.token, meeting.id)).topics.map((x) => [x.title, x.position])).toEqual([
      ['A', 0],
      ['C', 1],
      ['D', 2],
    ]);
    const added = await call<One<MeetingTopic>>(t, s.owner.token, 'POST', `meetings/${meeting.id}/topic`, { title: 'E', duration_minutes: 15 });
    expect(added).toMatchObject({ status: 201, body: { data: { title: 'E', position: 3, duration_minutes: 15 } } });
    const noDuration = await call<One<MeetingTopic>>(t, s.owner.token, 'PUT', `meetings/${meeting.id}/topic/${added.body.data.id}`, { duration_minutes: null });
    expect(noDuration.body.data).toMatchObject({ title: 'E', duration_minutes: null });
    expect((await call(t, s.owner.token, 'DELETE', `meetings/${meeting.id}/goal/${meeting.topics[0].id}`)).status).toBe(404);
  });

  it('refuses an order that is not every item exactly once', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws, goals: ['A', 'B', 'C'], topics: ['T'] });
    const [a, b, c] = meeting.goals.map((g) => g.id);
    const other = await makeMeeting(t, s.owner, { workspace_id: s.ws, goals: ['X'] });
    const message = { ids: ['The ids must list every goal of the meeting once.'] };
    for (const ids of [
      [a, b],
      [a, b, c, c],
      [a, b, b],
      [a, b, c, other.goals[0].id],
      [a, b, meeting.topics[0].id],
    ]) {
      const res = await call(t, s.owner.token, 'POST', `meetings/${meeting.id}/goal/order`, { ids });
      expect(res).toMatchObject({ status: 422, body: { errors: message } });
    }
    expect((await call(t, s.owner.token, 'POST', `meetings/${meeting.id}/goal/order`, { ids: [] })).body.errors).toEqual({
      ids: ['The ids field is required.'],
    });
    expect((await call(t, s.owner.token, 'POST', `meetings/${meeting.id}/topic/order`, { ids: [meeting.topics[0].id + 1] })).body.errors).toEqual({
      ids: ['The ids must list every topic of the meeting once.'],
    });
    // Nothing moved.
    expect((await shown(s.owner.token, meeting.id)).goals.map((g) => [g.id, g.position])).toEqual([
      [a, 0],
      [b, 1],
      [c, 2],
    ]);
  });

  it('answers 422 with field errors', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws, goals: ['A'] });
    expect((await call(t, s.owner.token, 'POST', `meetings/${meeting.id}/goal`, {})).body.errors).toEqual({ title: ['The goal field is required.'] });
    expect((await call(t, s.owner.token, 'POST', `meetings/${meeting.id}/topic`, { title: 'T', duration_minutes: 0 })).body.errors).toHaveProperty(
      'duration_minutes',
    );
    expect((await call(t, s.owner.token, 'PUT', `meetings/${meeting.id}/goal/${meeting.goals[0].id}`, { title: '' })).body.errors).toEqual({
      title: ['The goal field is required.'],
    });
  });

  it("needs the write right: read-only teams get 403, outsiders and other meetings' items 404", async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws, goals: ['A'], topics: ['T'] });
    const other = await makeMeeting(t, s.owner, { workspace_id: s.ws, goals: ['X'], topics: ['Y'] });
    const goal = meeting.goals[0].id;
    const topic = meeting.topics[0].id;
    const calls: [string, string, unknown][] = [
      ['POST', `meetings/${meeting.id}/goal`, { title: 'N' }],
      ['POST', `meetings/${meeting.id}/topic`, { title: 'N' }],
      ['PUT', `meetings/${meeting.id}/goal/${goal}`, { title: 'N' }],
      ['DELETE', `meetings/${meeting.id}/topic/${topic}`, undefined],
      ['POST', `meetings/${meeting.id}/goal/order`, { ids: [goal] }],
      ['POST', `meetings/${meeting.id}/topic/order`, { ids: [topic] }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(t, s.reader.token, method, path, body)).status).toBe(403);
      expect((await call(t, s.outsider.token, method, path, body)).status).toBe(404);
    }
    // A plain member writes the agenda of a meeting they did not create.
    expect((await call(t, s.member.token, 'PUT', `meetings/${meeting.id}/goal/${goal}`, { title: 'Mine' })).status).toBe(200);
    // Items of another meeting are not this meeting's.
    expect((await call(t, s.owner.token, 'PUT', `meetings/${meeting.id}/goal/${other.goals[0].id}`, { title: 'N' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `meetings/${meeting.id}/topic/${other.topics[0].id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'PUT', `meetings/${meeting.id}/goal/abc`, { title: 'N' })).status).toBe(404);
    expect((await call(t, null, 'POST', `meetings/${meeting.id}/goal`, { title: 'N' })).status).toBe(401);
  });
});
