import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { CalendarFeed } from '@/lib/contract/calendar';
import type { MeetingDetail } from '@/lib/contract/meetings';
import { calendarFeeds, workspaceTeams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, customToken, raw, scene, type Caller, type One } from '../../test/files-kit';

/** The calendar subscription feed (`user/calendar-feed`, public `calendar-feeds/{secret}.ics`) and a meeting's `.ics` download. */

const APP_URL = 'http://localhost:3000';
const NOW = new Date('2026-11-23T14:00:00.000Z');
let t: TestApp;
let s: Awaited<ReturnType<typeof scene>>;

beforeEach(async () => {
  t = await createTestApp({ APP_URL });
  t.setNow(NOW);
  s = await scene(t);
});
afterEach(async () => {
  await t.close();
});

async function meeting(caller: Caller, body: Record<string, unknown>): Promise<MeetingDetail> {
  const res = await call<One<MeetingDetail>>(t, caller.token, 'POST', 'meetings', { workspace_id: s.ws, starts_at: '2026-12-01T09:00:00Z', ...body });
  if (res.status !== 201) throw new Error(`create meeting failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** `POST user/calendar-feed`: the file name of the new address. */
async function makeFeed(caller: Caller): Promise<string> {
  const res = await call<One<CalendarFeed>>(t, caller.token, 'POST', 'user/calendar-feed');
  expect(res.status).toBe(201);
  const url = res.body.data.url ?? '';
  expect(url).toMatch(new RegExp(`^${APP_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  return url.split('/').at(-1) ?? '';
}

type Parsed = { uid: string; summary: string; start: string; end: string; attendees: string[]; organizer: string | null };
function parse(text: string): Parsed[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      attendees: event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()),
      organizer: (vevent.getFirstPropertyValue('organizer') as string | null)?.toLowerCase() ?? null,
    };
  });
}

/** The feed as a calendar app fetches it: no session, no token. */
async function fetchFeed(file: string): Promise<{ status: number; events: Parsed[]; res: Response }> {
  const res = await raw(t, null, 'GET', `calendar-feeds/${file}`);
  if (res.status !== 200) return { status: res.status, events: [], res };
  return { status: 200, events: parse(await res.text()), res };
}

const uidOf = (id: number) => `meeting-${id}@localhost:3000`;

test('POST makes an address shown once; the feed, fetched without auth, lists exactly the meetings the user organises or attends', async () => {
  const organised = await meeting(s.member, { title: 'Mel’s sync', starts_at: '2026-12-02T10:00:00Z', ends_at: '2026-12-02T10:45:00Z' });
  const attended = await meeting(s.owner, { title: 'Review', attendee_ids: [s.member.id, s.reader.id] });
  await meeting(s.owner, { title: 'Owner alone' });
  await meeting(s.outsider, { workspace_id: s.otherWs, title: 'Rival plans' });
  await meeting(s.owner, { title: 'Long ago', starts_at: '2026-07-01T09:00:00Z', attendee_ids: [s.member.id] });

  expect((await call<One<CalendarFeed>>(t, s.member.token, 'GET', 'user/calendar-feed')).body.data).toEqual({ enabled: false, created_at: null, url: null });
  const file = await makeFeed(s.member);
  expect((await call<One<CalendarFeed>>(t, s.member.token, 'GET', 'user/calendar-feed')).body.data).toEqual({
    enabled: true,
    created_at: NOW.toISOString(),
    url: null,
  });
  // Only the secret's hash is kept.
  const [row] = await t.deps.db.select().from(calendarFeeds);
  expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
  expect(row.secretHash).not.toContain(file.replace(/\.ics$/, ''));

  const feed = await fetchFeed(file);
  expect(feed.status).toBe(200);
  expect(feed.res.headers.get('content-type')).toMatch(/^text\/calendar/);
  expect(feed.res.headers.get('cache-control')).toContain('private');
  expect(feed.events.map((e) => e.summary)).toEqual(['Review', 'Mel’s sync']);
  const [review, own] = feed.events;
  expect(own).toMatchObject({ uid: uidOf(organised.id), start: '2026-12-02T10:00:00.000Z', end: '2026-12-02T10:45:00.000Z' });
  expect(review.uid).toBe(uidOf(attended.id));
  expect(review.organizer).toBe('mailto:owner@example.com');
  expect(review.attendees.sort()).toEqual(['mailto:member@example.com', 'mailto:reader@example.com']);

  // Stable UIDs: the same on a second fetch and after an edit (a calendar updates, never duplicates).
  expect((await call(t, s.owner.token, 'PUT', `meetings/${attended.id}`, { title: 'Review (moved)', starts_at: '2026-12-01T11:00:00Z' })).status).toBe(200);
  const again = await fetchFeed(file);
  expect(again.events.map((e) => [e.uid, e.summary, e.start])).toEqual([
    [uidOf(attended.id), 'Review (moved)', '2026-12-01T11:00:00.000Z'],
    [uidOf(organised.id), 'Mel’s sync', '2026-12-02T10:00:00.000Z'],
  ]);
});

test('a meeting in a workspace the user can no longer read leaves their feed', async () => {
  const review = await meeting(s.owner, { title: 'Review', attendee_ids: [s.reader.id] });
  const file = await makeFeed(s.reader);
  expect((await fetchFeed(file)).events.map((e) => e.uid)).toEqual([uidOf(review.id)]);
  await t.deps.db.delete(workspaceTeams).where(and(eq(workspaceTeams.workspaceId, s.ws), eq(workspaceTeams.teamId, s.teamR)));
  const after = await fetchFeed(file);
  expect(after.status).toBe(200);
  expect(after.events).toEqual([]);
});

test('a regenerated address makes the old one 404; DELETE turns it off; a malformed file name is 404', async () => {
  await meeting(s.member, { title: 'Mine' });
  const first = await makeFeed(s.member);
  const second = await makeFeed(s.member);
  expect(second).not.toBe(first);
  expect((await fetchFeed(first)).status).toBe(404);
  expect((await fetchFeed(second)).events).toHaveLength(1);
  // Another user's feed is their own.
  const owners = await makeFeed(s.owner);
  expect((await fetchFeed(owners)).events).toEqual([]);

  const off = await call<One<CalendarFeed>>(t, s.member.token, 'DELETE', 'user/calendar-feed');
  expect(off.status).toBe(200);
  expect(off.body.data).toEqual({ enabled: false, created_at: null, url: null });
  expect((await fetchFeed(second)).status).toBe(404);
  expect((await call(t, s.member.token, 'DELETE', 'user/calendar-feed')).status).toBe(200);

  const secret = second.replace(/\.ics$/, '');
  for (const bad of ['abc.ics', `${secret}.txt`, `${secret}x.ics`, secret, `${secret.slice(1)}%2A.ics`]) expect((await fetchFeed(bad)).status).toBe(404);
});

test('the feed settings need a token with the user ability: a custom user:read token reads but may not make one; none is 401', async () => {
  const readOnly = await customToken(t, s.member.token, ['user:read']);
  expect((await call(t, readOnly, 'GET', 'user/calendar-feed')).status).toBe(200);
  expect((await call(t, readOnly, 'POST', 'user/calendar-feed')).status).toBe(403);
  expect((await call(t, readOnly, 'DELETE', 'user/calendar-feed')).status).toBe(403);
  for (const method of ['GET', 'POST', 'DELETE']) expect((await call(t, null, method, 'user/calendar-feed')).status).toBe(401);
});

test('GET meetings/{id}/ics: an attachment with the one meeting for a reader of its workspace; 404 for an outsider', async () => {
  const m = await meeting(s.owner, {
    title: 'Line review',
    starts_at: '2026-12-10T09:00:00+01:00',
    ends_at: '2026-12-10T10:00:00+01:00',
    time_zone: 'Europe/Paris',
    location: 'Room 4',
    goals: ['Agree the planogram'],
  });
  const res = await raw(t, s.reader.token, 'GET', `meetings/${m.id}/ics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="meeting-${m.id}.ics"`);
  const text = await res.text();
  const events = parse(text);
  expect(events).toEqual([
    expect.objectContaining({ uid: uidOf(m.id), summary: 'Line review', start: '2026-12-10T08:00:00.000Z', end: '2026-12-10T09:00:00.000Z' }),
  ]);
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  expect(vevent?.getFirstPropertyValue('location')).toBe('Room 4');
  expect(String(vevent?.getFirstPropertyValue('description'))).toContain('Agree the planogram');
  expect(String(vevent?.getFirstPropertyValue('description'))).toContain(`${APP_URL}/workspace/${s.ws}/meetings/${m.id}`);

  expect((await raw(t, s.outsider.token, 'GET', `meetings/${m.id}/ics`)).status).toBe(404);
  expect((await raw(t, null, 'GET', `meetings/${m.id}/ics`)).status).toBe(401);
});
