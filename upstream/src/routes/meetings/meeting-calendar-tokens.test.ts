import type { GoogleStatus } from '@/lib/contract/account';
import { googleEventId } from '../../services/calendar/sync-meeting-calendar';
import {
  CALENDAR_APP_URL as APP_URL,
  calendarOutbox,
  connectGoogle,
  dispatchCalendar,
  eventCalls,
  pathEventId,
  refreshCalls,
  runCalendarSync,
  sent,
  storedAccessToken,
  syncState,
  calendarWorld,
} from '../../test/calendar-kit';
import type { TestApp } from '../../test/create-test-app';
import type { GoogleStub } from '../../test/google-stub';
import { call, makeMeeting, notificationsFor, NOW, type Scene } from './test-kit';

/** Google Calendar sync when things go wrong: expired and refused tokens, a revoked grant, Google down, a lost insert. */

let google: GoogleStub;
let t: TestApp;
let s: Scene;

calendarWorld(NOW, async (world) => {
  ({ google, t, s } = world);
  await connectGoogle(t, google, s.owner, 'olive@gmail.test');
  google.calls.length = 0;
});

const meeting = (title = 'Line review') =>
  makeMeeting(t, s.owner, { workspace_id: s.ws, title, starts_at: '2026-12-10T09:00:00Z', ends_at: '2026-12-10T10:00:00Z', attendee_ids: [s.member.id] });
const indexOf = (c: unknown) => google.calls.indexOf(c as (typeof google.calls)[number]);

test('an access token past its expiry is refreshed before the calendar call, which carries the new one', async () => {
  const first = await storedAccessToken(t, s.owner.id);
  // The stub's tokens last an hour: two hours later the stored one has expired.
  t.setNow(new Date(NOW.getTime() + 2 * 3600_000));
  const m = await meeting();
  await runCalendarSync(t);
  const refreshes = refreshCalls(google);
  const { inserts } = eventCalls(google);
  expect(refreshes).toHaveLength(1);
  expect(inserts).toHaveLength(1);
  expect(indexOf(refreshes[0])).toBeLessThan(indexOf(inserts[0]));
  const fresh = await storedAccessToken(t, s.owner.id);
  expect(fresh).not.toBe(first);
  expect(inserts[0].token).toBe(fresh);
  expect((await syncState(t, s.owner.token, m.id))[0].state).toBe('synced');
});

test('a token within a minute of its expiry is refreshed first too; a fresh one is not', async () => {
  google.expiresIn = 30;
  await connectGoogle(t, google, s.member, 'mel@gmail.test');
  google.calls.length = 0;
  await makeMeeting(t, s.member, { workspace_id: s.ws, title: 'Short-lived', starts_at: '2026-12-10T09:00:00Z' });
  await runCalendarSync(t);
  expect(google.calls.map((c) => c.path)).toEqual(['/token', '/calendar/v3/calendars/primary/events']);

  google.calls.length = 0;
  await meeting();
  await runCalendarSync(t);
  expect(refreshCalls(google)).toEqual([]);
});

test('a 401 from Google makes exactly one refresh and one retry, and the meeting ends synced', async () => {
  const m = await meeting();
  const stale = await storedAccessToken(t, s.owner.id);
  google.expireAccessTokens();
  await runCalendarSync(t);
  const { inserts } = eventCalls(google);
  const refreshes = refreshCalls(google);
  expect(refreshes).toHaveLength(1);
  expect(inserts).toHaveLength(2);
  expect(inserts[0].token).toBe(stale);
  expect(indexOf(inserts[0])).toBeLessThan(indexOf(refreshes[0]));
  expect(indexOf(refreshes[0])).toBeLessThan(indexOf(inserts[1]));
  expect(inserts[1].token).toBe(await storedAccessToken(t, s.owner.id));
  expect(google.events.size).toBe(1);
  expect(await syncState(t, s.owner.token, m.id)).toEqual([expect.objectContaining({ state: 'synced', error: null })]);
  expect(await calendarOutbox(t)).toEqual([]);
});

test('a revoked grant marks the connection for a reconnect, notifies the user once, fails the entry; later meetings do not notify again', async () => {
  const a = await meeting('A');
  const b = await meeting('B');
  google.revokeGrant('olive@gmail.test');
  await runCalendarSync(t);

  const status = await call<{ data: GoogleStatus }>(t, s.owner.token, 'GET', 'google/token');
  expect(status.body.data).toMatchObject({
    connected: true,
    needs_reconnect: true,
    reconnect_reason: 'access was revoked or has expired',
    auth_url: expect.any(String),
  });
  const bell = () => notificationsFor(t, s.owner.id).filter((n) => n.kind === 'google_calendar');
  expect(bell()).toEqual([expect.objectContaining({ title: 'Reconnect Google Calendar', url: '/profile', type: 'GoogleCalendarDisconnected' })]);
  expect(String(bell()[0].message)).toContain('access was revoked or has expired');
  expect(await syncState(t, s.owner.token, a.id)).toEqual([
    expect.objectContaining({ role: 'organiser', state: 'failed', error: 'Google Calendar needs reconnecting in the profile.' }),
  ]);
  // B was in flight: once the connection is marked it holds nothing, so B is not synced either (and its entry goes).
  expect((await syncState(t, s.owner.token, b.id)).filter((e) => e.state === 'synced')).toEqual([]);
  expect(google.events.size).toBe(0);
  // The outbox row went through: the refusal is not retried, the user must reconnect.
  expect(await calendarOutbox(t)).toEqual([]);

  // A later meeting: nothing is queued for a connection waiting for a reconnect, and nobody is told again.
  const calls = google.calls.length;
  const c = await meeting('C');
  expect(await calendarOutbox(t)).toEqual([]);
  await runCalendarSync(t);
  expect(google.calls).toHaveLength(calls);
  expect(bell()).toHaveLength(1);

  // Reconnecting clears the mark and brings every meeting still ahead in.
  await connectGoogle(t, google, s.owner, 'olive@gmail.test');
  expect((await call<{ data: GoogleStatus }>(t, s.owner.token, 'GET', 'google/token')).body.data).toMatchObject({
    needs_reconnect: false,
    reconnect_reason: null,
    auth_url: null,
  });
  await runCalendarSync(t);
  for (const m of [a, b, c]) expect((await syncState(t, s.owner.token, m.id))[0]).toMatchObject({ state: 'synced', error: null });
  expect(google.events.size).toBe(3);
  expect(bell()).toHaveLength(1);
});

test('Google down: the outbox row fails and stays, the entry is pending with the error; back up, the next dispatch syncs it', async () => {
  const m = await meeting();
  google.down = true;
  const first = await dispatchCalendar(t);
  expect(first).toMatchObject({ delivered: 0, failed: 1 });
  const [row] = await calendarOutbox(t);
  expect(row).toMatchObject({ attempts: 1, lastError: expect.stringContaining('Google could not be reached (status 503)') });
  expect(await syncState(t, s.owner.token, m.id)).toEqual([
    expect.objectContaining({ state: 'pending', error: 'Google could not be reached (status 503). Trying again.', synced_at: null }),
  ]);

  google.down = false;
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await dispatchCalendar(t)).toMatchObject({ delivered: 1, failed: 0 });
  expect(await calendarOutbox(t)).toEqual([]);
  expect(await syncState(t, s.owner.token, m.id)).toEqual([expect.objectContaining({ state: 'synced', error: null })]);
  expect(google.events.size).toBe(1);
});

test('an insert that reached Google but was never recorded is found again (409) and patched, not made twice', async () => {
  const m = await meeting();
  // As if our first insert went through at Google and its answer was lost.
  const id = googleEventId(APP_URL, m.id, s.owner.id);
  google.events.set(id, { id, calendarOf: 'olive@gmail.test', summary: 'Old title' });
  await runCalendarSync(t);
  const { inserts, patches } = eventCalls(google);
  expect(inserts.map((c) => sent(c).id)).toEqual([id]);
  expect(patches.map(pathEventId)).toEqual([id]);
  expect(google.events.size).toBe(1);
  expect(google.events.get(id)).toMatchObject({ summary: 'Line review', attendees: [{ email: 'member@example.com' }] });
  expect(await syncState(t, s.owner.token, m.id)).toEqual([expect.objectContaining({ state: 'synced' })]);

  // And the next edit patches that id straight away.
  google.calls.length = 0;
  expect((await call(t, s.owner.token, 'PUT', `meetings/${m.id}`, { title: 'Line review 2' })).status).toBe(200);
  await runCalendarSync(t);
  expect(google.calendarCalls().map((c) => [c.method, pathEventId(c)])).toEqual([['PATCH', id]]);
});

test('an event deleted at Google by the user is inserted again on the next change', async () => {
  const m = await meeting();
  await runCalendarSync(t);
  const id = googleEventId(APP_URL, m.id, s.owner.id);
  google.events.delete(id);
  google.calls.length = 0;
  expect((await call(t, s.owner.token, 'PUT', `meetings/${m.id}`, { title: 'Back' })).status).toBe(200);
  await runCalendarSync(t);
  expect(google.calendarCalls().map((c) => c.method)).toEqual(['PATCH', 'POST']);
  expect(google.events.get(id)).toMatchObject({ summary: 'Back' });
});

test('an event id taken at Google by an event that cannot be updated leaves the entry failed, not falsely synced', async () => {
  const m = await meeting();
  const id = googleEventId(APP_URL, m.id, s.owner.id);
  // The stub keeps ids unique across calendars: an event of another account holds ours.
  google.events.set(id, { id, calendarOf: 'someone@gmail.test', summary: 'Not ours' });
  await runCalendarSync(t);
  expect(google.calendarCalls().map((c) => c.method)).toEqual(['POST', 'PATCH']);
  expect(google.events.get(id)).toMatchObject({ summary: 'Not ours' });
  expect(await syncState(t, s.owner.token, m.id)).toEqual([
    expect.objectContaining({ state: 'failed', error: 'Google answered 409: The event id is taken but the event cannot be updated.', synced_at: null }),
  ]);
  expect(await calendarOutbox(t)).toEqual([]);
});
