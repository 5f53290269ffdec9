import { eq } from 'drizzle-orm';
import type { GoogleDisconnect, GoogleStatus } from '@/lib/contract/account';
import type { MeetingCalendarSync } from '@/lib/contract/calendar';
import { googleTokens, meetingCalendarEvents } from '../../db/schema';
import {
  CALENDAR_APP_URL as APP_URL,
  calendarOutbox,
  connectGoogle,
  eventCalls,
  pathEventId,
  runCalendarSync,
  sent,
  syncState,
  calendarWorld,
} from '../../test/calendar-kit';
import type { TestApp } from '../../test/create-test-app';
import type { GoogleStub } from '../../test/google-stub';
import { call, makeMeeting, NOW, type Caller, type Detail, type Scene } from './test-kit';

/** The sync of meetings to Google Calendar (decision 0024), end to end against the local Google stub. */

let google: GoogleStub;
let t: TestApp;
let s: Scene;

calendarWorld(NOW, (world) => {
  ({ google, t, s } = world);
});

const connect = (caller: Caller, email: string) => connectGoogle(t, google, caller, email);
const put = (caller: Caller, id: number, body: Record<string, unknown>) => call<Detail>(t, caller.token, 'PUT', `meetings/${id}`, body);
const review = (body: Record<string, unknown> = {}) =>
  makeMeeting(t, s.owner, {
    workspace_id: s.ws,
    title: 'Line review',
    starts_at: '2026-12-10T09:00:00+01:00',
    ends_at: '2026-12-10T10:00:00+01:00',
    time_zone: 'Europe/Paris',
    ...body,
  });

test('a meeting with two attendees is inserted once in the organiser’s calendar, patched on edit, deleted on delete', async () => {
  await connect(s.owner, 'olive@gmail.test');
  const meeting = await review({ attendee_ids: [s.member.id, s.reader.id], goals: ['Agree the planogram'], topics: ['Shelf space'] });
  await runCalendarSync(t);
  const { inserts } = eventCalls(google);
  expect(inserts).toHaveLength(1);
  const event = sent(inserts[0]);
  expect(event.summary).toBe('Line review');
  expect(event.attendees).toEqual([{ email: 'member@example.com' }, { email: 'reader@example.com' }]);
  expect(event.start).toEqual({ dateTime: '2026-12-10T08:00:00.000Z', timeZone: 'Europe/Paris' });
  expect(event.end).toEqual({ dateTime: '2026-12-10T09:00:00.000Z', timeZone: 'Europe/Paris' });
  expect(String(event.description)).toContain('Agree the planogram');
  expect(String(event.description)).toContain('Shelf space');
  expect(String(event.description)).toContain(`${APP_URL}/workspace/${s.ws}/meetings/${meeting.id}`);
  expect(google.events.get(String(event.id))?.calendarOf).toBe('olive@gmail.test');
  // Google sends the invitations from the organiser's calendar.
  expect(inserts[0].query.sendUpdates).toBe('all');

  expect(await syncState(t, s.member.token, meeting.id)).toEqual([
    expect.objectContaining({ role: 'organiser', state: 'synced', error: null, user: expect.objectContaining({ id: s.owner.id }) }),
  ]);

  google.calls.length = 0;
  expect((await put(s.owner, meeting.id, { starts_at: '2026-12-10T11:00:00+01:00' })).status).toBe(200);
  await runCalendarSync(t);
  const { patches } = eventCalls(google);
  expect(google.calendarCalls()).toHaveLength(1);
  expect(pathEventId(patches[0])).toBe(event.id);
  expect(sent(patches[0]).start).toEqual({ dateTime: '2026-12-10T10:00:00.000Z', timeZone: 'Europe/Paris' });
  expect(sent(patches[0]).end).toEqual({ dateTime: '2026-12-10T11:00:00.000Z', timeZone: 'Europe/Paris' });

  google.calls.length = 0;
  expect((await call(t, s.owner.token, 'DELETE', `meetings/${meeting.id}`)).status).toBe(200);
  await runCalendarSync(t);
  expect(google.calendarCalls().map((c) => [c.method, pathEventId(c)])).toEqual([['DELETE', event.id]]);
  expect(google.events.size).toBe(0);
  expect(await t.deps.db.select().from(meetingCalendarEvents)).toEqual([]);
});

test('nobody involved connected: no outbox row and no sync entry are written', async () => {
  await connect(s.outsider, 'otto@gmail.test');
  const meeting = await review({ attendee_ids: [s.member.id] });
  expect(await calendarOutbox(t)).toEqual([]);
  expect(await t.deps.db.select().from(meetingCalendarEvents)).toEqual([]);
  expect(await syncState(t, s.owner.token, meeting.id)).toEqual([]);
  expect((await put(s.owner, meeting.id, { title: 'Renamed' })).status).toBe(200);
  expect(await calendarOutbox(t)).toEqual([]);
});

test('organiser not connected: a connected attendee gets the event in their own calendar, without guests; the organiser connecting later takes it over', async () => {
  await connect(s.member, 'mel@gmail.test');
  const meeting = await review({ attendee_ids: [s.member.id, s.reader.id] });
  await runCalendarSync(t);
  const { inserts } = eventCalls(google);
  expect(inserts).toHaveLength(1);
  expect(sent(inserts[0])).not.toHaveProperty('attendees');
  const own = google.events.get(String(sent(inserts[0]).id));
  expect(own?.calendarOf).toBe('mel@gmail.test');
  expect(await syncState(t, s.owner.token, meeting.id)).toEqual([
    expect.objectContaining({ role: 'attendee', state: 'synced', user: expect.objectContaining({ id: s.member.id }) }),
  ]);

  // What happens when the organiser connects: their event (inviting everyone, the member at the
  // address their calendar is connected with) replaces the attendee's own copy, which is deleted.
  google.calls.length = 0;
  await connect(s.owner, 'olive@gmail.test');
  await runCalendarSync(t);
  const after = eventCalls(google);
  expect(after.deletes.map(pathEventId)).toEqual([own?.id]);
  expect(after.inserts).toHaveLength(1);
  expect(sent(after.inserts[0]).attendees).toEqual([{ email: 'mel@gmail.test' }, { email: 'reader@example.com' }]);
  expect([...google.events.values()].map((e) => e.calendarOf)).toEqual(['olive@gmail.test']);
  expect(await syncState(t, s.owner.token, meeting.id)).toEqual([
    expect.objectContaining({ role: 'organiser', state: 'synced', user: expect.objectContaining({ id: s.owner.id }) }),
  ]);
});

test('removing an attendee patches the organiser’s event with the shorter guest list', async () => {
  await connect(s.owner, 'olive@gmail.test');
  const meeting = await review({ attendee_ids: [s.member.id, s.reader.id] });
  await runCalendarSync(t);
  const id = sent(eventCalls(google).inserts[0]).id;
  google.calls.length = 0;
  expect((await put(s.owner, meeting.id, { attendee_ids: [s.member.id] })).status).toBe(200);
  await runCalendarSync(t);
  const { inserts, patches } = eventCalls(google);
  expect(inserts).toEqual([]);
  expect(patches).toHaveLength(1);
  expect(pathEventId(patches[0])).toBe(id);
  expect(sent(patches[0]).attendees).toEqual([{ email: 'member@example.com' }]);
  expect(google.events.get(String(id))?.attendees).toEqual([{ email: 'member@example.com' }]);
});

test('clone and copy make new events, under ids of their own', async () => {
  await connect(s.owner, 'olive@gmail.test');
  const meeting = await review({ attendee_ids: [s.member.id] });
  await runCalendarSync(t);
  const clone = await call<Detail>(t, s.owner.token, 'POST', `meetings/${meeting.id}/clone`);
  const copy = await call<Detail>(t, s.owner.token, 'POST', `meetings/${meeting.id}/copy`, { workspace_id: s.ws, starts_at: '2026-12-17T08:00:00Z' });
  expect([clone.status, copy.status]).toEqual([201, 201]);
  await runCalendarSync(t);
  const { inserts, patches } = eventCalls(google);
  expect(patches).toEqual([]);
  expect(inserts).toHaveLength(3);
  expect(new Set(inserts.map((c) => sent(c).id)).size).toBe(3);
  expect(inserts.map((c) => sent(c).summary)).toEqual(['Line review', 'Line review (copy)', 'Line review (copy)']);
  expect(sent(inserts[2]).start).toEqual({ dateTime: '2026-12-17T08:00:00.000Z', timeZone: 'Europe/Paris' });
  expect(google.events.size).toBe(3);
  for (const m of [clone.body.data, copy.body.data]) expect((await syncState(t, s.owner.token, m.id)).map((e) => e.state)).toEqual(['synced']);
});

test('connecting queues the meetings not yet ended, not the past ones', async () => {
  const past = await review({ title: 'Last week', starts_at: '2026-11-16T09:00:00Z', ends_at: '2026-11-16T10:00:00Z' });
  const running = await review({ title: 'Now', starts_at: '2026-11-23T13:30:00Z', ends_at: '2026-11-23T14:30:00Z' });
  const ahead = await review({ title: 'Next week', starts_at: '2026-11-30T09:00:00Z', ends_at: '2026-11-30T10:00:00Z' });
  const attended = await makeMeeting(t, s.member, { workspace_id: s.ws, title: 'Member’s', starts_at: '2026-12-01T09:00:00Z', attendee_ids: [s.owner.id] });
  expect(await calendarOutbox(t)).toEqual([]);
  await connect(s.owner, 'olive@gmail.test');
  await runCalendarSync(t);
  expect(eventCalls(google).inserts.map((c) => sent(c).summary)).toEqual(['Now', 'Next week', 'Member’s']);
  expect(await syncState(t, s.owner.token, past.id)).toEqual([]);
  for (const m of [running, ahead]) expect((await syncState(t, s.owner.token, m.id))[0]).toMatchObject({ role: 'organiser', state: 'synced' });
  expect((await syncState(t, s.owner.token, attended.id))[0]).toMatchObject({ role: 'attendee', state: 'synced' });
});

test('POST calendar-sync answers 202 with the entries pending and queues the meeting again; read-only 403, outsider 404', async () => {
  await connect(s.owner, 'olive@gmail.test');
  const meeting = await review({ attendee_ids: [s.member.id, s.reader.id] });
  await runCalendarSync(t);
  expect(await calendarOutbox(t)).toEqual([]);

  const retry = await call<{ data: MeetingCalendarSync[] }>(t, s.member.token, 'POST', `meetings/${meeting.id}/calendar-sync`);
  expect(retry.status).toBe(202);
  expect(retry.body.data).toEqual([expect.objectContaining({ role: 'organiser', state: 'pending', error: null })]);
  expect(await calendarOutbox(t)).toHaveLength(1);
  google.calls.length = 0;
  await runCalendarSync(t);
  expect(eventCalls(google).patches).toHaveLength(1);
  expect((await syncState(t, s.owner.token, meeting.id))[0].state).toBe('synced');

  expect((await call(t, s.reader.token, 'POST', `meetings/${meeting.id}/calendar-sync`)).status).toBe(403);
  expect((await call(t, s.reader.token, 'GET', `meetings/${meeting.id}/calendar-sync`)).status).toBe(200);
  for (const method of ['GET', 'POST']) expect((await call(t, s.outsider.token, method, `meetings/${meeting.id}/calendar-sync`)).status).toBe(404);
  expect(await calendarOutbox(t)).toEqual([]);
});

test('disconnecting revokes the refresh token at Google; with Google down it says revoked: false and still forgets the tokens', async () => {
  await connect(s.owner, 'olive@gmail.test');
  const [row] = await t.deps.db.select().from(googleTokens).where(eq(googleTokens.userId, s.owner.id));
  google.calls.length = 0;
  const del = await call<{ data: GoogleDisconnect }>(t, s.owner.token, 'DELETE', 'google/token');
  expect(del.status).toBe(200);
  expect(del.body.data).toMatchObject({ connected: false, revoked: true });
  expect(google.calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/revoke', { token: row.refreshToken }]]);

  await connect(s.member, 'mel@gmail.test');
  google.down = true;
  const down = await call<{ data: GoogleDisconnect }>(t, s.member.token, 'DELETE', 'google/token');
  expect(down.status).toBe(200);
  expect(down.body.data).toMatchObject({ connected: false, revoked: false });
  expect(await t.deps.db.select().from(googleTokens)).toEqual([]);
  expect((await call<{ data: GoogleStatus }>(t, s.member.token, 'GET', 'google/token')).body.data.connected).toBe(false);
});
