import type { GoogleStatus } from '@/lib/contract/account';
import type { MeetingCalendarSync } from '@/lib/contract/calendar';
import { dispatchOutbox } from '../../lib/outbox/dispatch-outbox';
import { googleCalendarKind } from '../../services/calendar/sync-meeting-calendar';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { startGoogleStub, type GoogleStub } from '../../test/google-stub';
import { call, makeMeeting, scene, type Caller, type Scene } from './test-kit';

const APP_URL = 'http://localhost:3000';
let google: GoogleStub;
let t: TestApp;
let s: Scene;

beforeAll(async () => {
  google = await startGoogleStub();
});
afterAll(async () => {
  await google.close();
});
beforeEach(async () => {
  google.reset();
  t = await createTestApp({ ...google.env, APP_URL });
  s = await scene(t);
});
afterEach(async () => {
  await t.close();
});

/** Connects the caller's Google Calendar through the API, as the callback page does. */
async function connect(caller: Caller, email: string): Promise<void> {
  const status = await call<{ data: GoogleStatus }>(t, caller.token, 'GET', 'google/token');
  const state = new URL(status.body.data.auth_url ?? '').searchParams.get('state') ?? '';
  const res = await call(t, caller.token, 'POST', 'google/token', {
    code: google.issueCode(email),
    state,
    redirect_uri: `${APP_URL}/profile/google/callback`,
  });
  expect(res.status).toBe(200);
}

/** Runs the outbox's calendar deliveries until nothing is due (what the dispatcher does after commit). */
async function runSync(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const result = await dispatchOutbox(t.deps.db, googleCalendarKind(t.deps), { baseBackoffMs: 1, maxBackoffMs: 1 });
    if (result.delivered + result.failed + result.dropped === 0) return;
  }
}

test('a meeting with two attendees is inserted once in the organiser’s calendar, patched on edit, deleted on delete', async () => {
  await connect(s.owner, 'olive@gmail.test');
  const meeting = await makeMeeting(t, s.owner, {
    workspace_id: s.ws,
    title: 'Line review',
    starts_at: '2026-12-10T09:00:00+01:00',
    ends_at: '2026-12-10T10:00:00+01:00',
    time_zone: 'Europe/Paris',
    attendee_ids: [s.member.id, s.reader.id],
    goals: ['Agree the planogram'],
  });
  await runSync();
  const inserts = google.calendarCalls().filter((c) => c.method === 'POST' && c.path.endsWith('/events'));
  expect(inserts).toHaveLength(1);
  const event = inserts[0].body as Record<string, unknown>;
  expect(event.attendees).toEqual([{ email: 'member@example.com' }, { email: 'reader@example.com' }]);
  expect(event.start).toEqual({ dateTime: '2026-12-10T08:00:00.000Z', timeZone: 'Europe/Paris' });
  expect(String(event.description)).toContain('Agree the planogram');
  expect(String(event.description)).toContain(`${APP_URL}/workspace/${s.ws}/meetings/${meeting.id}`);

  const sync = await call<{ data: MeetingCalendarSync[] }>(t, s.member.token, 'GET', `meetings/${meeting.id}/calendar-sync`);
  expect(sync.body.data).toEqual([expect.objectContaining({ role: 'organiser', state: 'synced', user: expect.objectContaining({ id: s.owner.id }) })]);

  google.calls.length = 0;
  expect((await call(t, s.owner.token, 'PUT', `meetings/${meeting.id}`, { starts_at: '2026-12-10T11:00:00+01:00' })).status).toBe(200);
  await runSync();
  const patches = google.calendarCalls().filter((c) => c.method === 'PATCH');
  expect(patches).toHaveLength(1);
  expect(patches[0].path).toContain(`/events/${String(inserts[0].body && (inserts[0].body as { id: string }).id)}`);

  google.calls.length = 0;
  expect((await call(t, s.owner.token, 'DELETE', `meetings/${meeting.id}`)).status).toBe(200);
  await runSync();
  expect(google.calendarCalls().map((c) => c.method)).toEqual(['DELETE']);
  expect(google.events.size).toBe(0);
});
