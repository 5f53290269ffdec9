import { asc, eq } from 'drizzle-orm';
import type { GoogleStatus } from '@/lib/contract/account';
import type { MeetingCalendarSync } from '@/lib/contract/calendar';
import { googleTokens, outboxEvents } from '../db/schema';
import { dispatchOutbox, type DispatchResult } from '../lib/outbox/dispatch-outbox';
import { GOOGLE_CALENDAR_KIND } from '../services/calendar/queue-meeting-calendar-sync';
import { googleCalendarKind } from '../services/calendar/sync-meeting-calendar';
import { createTestApp, type TestApp } from './create-test-app';
import { scene } from './files-kit';
import { startGoogleStub, type GoogleStub, type StubCall } from './google-stub';
import { call } from './teams-kit';

/** Helpers of the Google Calendar sync tests (meetings/*calendar*.test.ts), against the local Google stub. */

export const CALENDAR_APP_URL = 'http://localhost:3000';

export type CalendarWorld = { google: GoogleStub; t: TestApp; s: Awaited<ReturnType<typeof scene>> };

/**
 * The hooks every calendar test file needs: one Google stub for the file, and for each test a
 * fresh app pointed at it (clock at `now`) with the files scene (owner, member, reader, outsider).
 * `set` receives them before each test, for the file's own variables.
 */
export function calendarWorld(now: Date, set: (world: CalendarWorld) => void | Promise<void>): void {
  let google: GoogleStub;
  let t: TestApp | undefined;
  beforeAll(async () => {
    google = await startGoogleStub();
  });
  afterAll(async () => {
    await google.close();
  });
  beforeEach(async () => {
    google.reset();
    t = await createTestApp({ ...google.env, APP_URL: CALENDAR_APP_URL });
    t.setNow(now);
    await set({ google, t, s: await scene(t) });
  });
  afterEach(async () => {
    await t?.close();
  });
}

/** Connects the caller's Google Calendar through the API, as the callback page does; fails the test unless 200. */
export async function connectGoogle(t: TestApp, google: GoogleStub, caller: { token: string }, email: string): Promise<GoogleStatus> {
  const status = await call<{ data: GoogleStatus }>(t, caller.token, 'GET', 'google/token');
  const state = new URL(status.body.data.auth_url ?? '').searchParams.get('state') ?? '';
  const res = await call<{ data: GoogleStatus }>(t, caller.token, 'POST', 'google/token', {
    code: google.issueCode(email),
    state,
    redirect_uri: `${CALENDAR_APP_URL}/profile/google/callback`,
  });
  if (res.status !== 200) throw new Error(`connect failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** One tick of the calendar outbox, as the dispatcher runs it after commit (quiet, 1 ms backoff). */
export function dispatchCalendar(t: TestApp): Promise<DispatchResult> {
  return dispatchOutbox(t.deps.db, googleCalendarKind(t.deps), { baseBackoffMs: 1, maxBackoffMs: 1, warn: () => {} });
}

/** Runs the calendar deliveries until nothing is due. */
export async function runCalendarSync(t: TestApp): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const result = await dispatchCalendar(t);
    if (result.delivered + result.failed + result.dropped === 0) return;
  }
}

/** The calendar outbox rows still waiting, oldest first. */
export function calendarOutbox(t: TestApp) {
  return t.deps.db.select().from(outboxEvents).where(eq(outboxEvents.kind, GOOGLE_CALENDAR_KIND)).orderBy(asc(outboxEvents.id));
}

/** `GET meetings/{id}/calendar-sync` as the caller; fails the test unless 200. */
export async function syncState(t: TestApp, token: string, meetingId: number): Promise<MeetingCalendarSync[]> {
  const res = await call<{ data: MeetingCalendarSync[] }>(t, token, 'GET', `meetings/${meetingId}/calendar-sync`);
  if (res.status !== 200) throw new Error(`calendar-sync failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The stored access token of a user (to tell which token a call carried). */
export async function storedAccessToken(t: TestApp, userId: number): Promise<string | undefined> {
  const [row] = await t.deps.db.select({ token: googleTokens.accessToken }).from(googleTokens).where(eq(googleTokens.userId, userId));
  return row?.token;
}

const isEvents = (c: StubCall) => /\/events(\/|$)/.test(c.path);
/** The stub's events calls by kind. */
export const eventCalls = (google: GoogleStub) => {
  const calls = google.calendarCalls().filter(isEvents);
  return {
    inserts: calls.filter((c) => c.method === 'POST'),
    patches: calls.filter((c) => c.method === 'PATCH'),
    deletes: calls.filter((c) => c.method === 'DELETE'),
  };
};
/** The token endpoint's refresh calls. */
export const refreshCalls = (google: GoogleStub) =>
  google.calls.filter((c) => c.path === '/token' && (c.body as Record<string, string> | null)?.grant_type === 'refresh_token');
/** An event call's body, as sent. */
export const sent = (c: StubCall) => c.body as Record<string, unknown> & { id?: string; attendees?: { email: string }[] };
/** The event id in the path of a patch or delete. */
export const pathEventId = (c: StubCall) => decodeURIComponent(c.path.split('/').at(-1) ?? '');
