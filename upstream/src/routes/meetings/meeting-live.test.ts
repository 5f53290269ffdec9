import { createTestApp, type TestApp } from '../../test/create-test-app';
import { secondWorkspace } from '../../test/fixtures';
import { call, eventsFor, makeMeeting, notificationsFor, scene } from './test-kit';
import type { Detail } from './test-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const invitations = (userId: number) => notificationsFor(t, userId).filter((n) => n.kind === 'meeting_invitation');

describe('meeting invitations', () => {
  it('notifies each invited attendee but the one who invites, with the start in the meeting time zone', async () => {
    const s = await scene(t);
    t.publisher.clear();
    const meeting = await makeMeeting(t, s.owner, {
      workspace_id: s.ws,
      title: 'Line review',
      starts_at: '2026-11-24T09:30:00Z',
      time_zone: 'Europe/Paris',
      attendee_ids: [s.owner.id, s.member.id],
    });
    expect(invitations(s.member.id)).toEqual([
      {
        id: expect.any(String),
        type: 'MeetingInvitation',
        kind: 'meeting_invitation',
        title: 'Meeting invitation',
        message: 'Olive Owner invited you to "Line review" on Nov 24, 2026, 10:30 AM GMT+1',
        url: `/workspace/${s.ws}/meetings/${meeting.id}`,
      },
    ]);
    expect(invitations(s.owner.id)).toEqual([]);
    expect(invitations(s.reader.id)).toEqual([]);
    // Stored too: the bell lists it.
    const stored = await call<{ data: { type: string; data: { kind: string } }[] }>(t, s.member.token, 'GET', 'notifications');
    expect(stored.body.data.some((n) => n.type === 'MeetingInvitation' && n.data.kind === 'meeting_invitation')).toBe(true);
  });

  it('on update, invites only the attendees it adds; a clone invites its attendees again', async () => {
    const s = await scene(t);
    const meeting = await makeMeeting(t, s.member, { workspace_id: s.ws, attendee_ids: [s.owner.id] });
    t.publisher.clear();
    await call(t, s.member.token, 'PUT', `meetings/${meeting.id}`, { attendee_ids: [s.owner.id, s.reader.id, s.member.id] });
    expect(invitations(s.reader.id)).toHaveLength(1);
    expect(invitations(s.owner.id)).toEqual([]);
    expect(invitations(s.member.id)).toEqual([]);
    await call(t, s.member.token, 'PUT', `meetings/${meeting.id}`, { title: 'Renamed' });
    expect(invitations(s.reader.id)).toHaveLength(1);

    const clone = await call<Detail>(t, s.owner.token, 'POST', `meetings/${meeting.id}/clone`, {});
    expect(invitations(s.reader.id).at(-1)).toMatchObject({ url: `/workspace/${s.ws}/meetings/${clone.body.data.id}` });
    expect(invitations(s.member.id)).toHaveLength(1);
    expect(invitations(s.owner.id)).toEqual([]);
  });
});

describe('live updates of meetings', () => {
  it('tells the users of the meeting workspace, and only them, about every change', async () => {
    const s = await scene(t);
    const { carol, second } = await secondWorkspace(t, s.owner.id);
    const live = (userId: number) => eventsFor(t, userId).filter((e) => e.event.startsWith('meeting'));
    t.publisher.clear();

    const meeting = await makeMeeting(t, s.owner, { workspace_id: s.ws, goals: ['A', 'B'] });
    const updated = { event: 'meetingUpdated', data: { id: meeting.id, workspace_ids: [s.ws] } };
    for (const user of [s.owner, s.member, s.reader]) expect(live(user.id)).toEqual([updated]);

    const [a, b] = meeting.goals.map((g) => g.id);
    const topic = await call<{ data: { id: number } }>(t, s.member.token, 'POST', `meetings/${meeting.id}/topic`, { title: 'T' });
    await call(t, s.member.token, 'PUT', `meetings/${meeting.id}/topic/${topic.body.data.id}`, { title: 'T2' });
    await call(t, s.member.token, 'DELETE', `meetings/${meeting.id}/topic/${topic.body.data.id}`);
    await call(t, s.member.token, 'POST', `meetings/${meeting.id}/goal/order`, { ids: [b, a] });
    await call(t, s.owner.token, 'PUT', `meetings/${meeting.id}`, { title: 'Renamed' });
    await call(t, s.reader.token, 'POST', `meetings/${meeting.id}/discussion`, { title: 'Q' });
    // Refused requests broadcast nothing.
    await call(t, s.reader.token, 'POST', `meetings/${meeting.id}/goal`, { title: 'No' });
    await call(t, s.member.token, 'POST', `meetings/${meeting.id}/goal/order`, { ids: [a] });
    await call(t, s.member.token, 'DELETE', `meetings/${meeting.id}`);
    // Create, topic added, edited and deleted, goals reordered, meeting edited, discussion started.
    expect(live(s.reader.id)).toEqual(Array(7).fill(updated));

    const copy = await call<Detail>(t, s.owner.token, 'POST', `meetings/${meeting.id}/copy`, { workspace_id: second });
    expect(live(carol.id)).toEqual([{ event: 'meetingUpdated', data: { id: copy.body.data.id, workspace_ids: [second] } }]);
    expect(live(s.reader.id)).toHaveLength(7);

    expect((await call(t, s.owner.token, 'DELETE', `meetings/${meeting.id}`)).status).toBe(200);
    for (const user of [s.owner, s.member, s.reader])
      expect(live(user.id).at(-1)).toEqual({ event: 'meetingDeleted', data: { id: meeting.id, workspace_ids: [s.ws] } });
    expect(live(carol.id)).toHaveLength(1);
    expect(eventsFor(t, s.outsider.id)).toEqual([]);
  });
});
