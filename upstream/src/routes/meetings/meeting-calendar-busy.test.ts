import type { BusyTimes } from '@/lib/contract/calendar';
import { calendarWorld, connectGoogle } from '../../test/calendar-kit';
import type { TestApp } from '../../test/create-test-app';
import type { GoogleStub } from '../../test/google-stub';
import { call, type ErrorBody, NOW, type Scene } from './test-kit';

/** `GET meetings/busy`: members' busy blocks from their connected Google Calendars, for scheduling. */

let google: GoogleStub;
let t: TestApp;
let s: Scene;

calendarWorld(NOW, (world) => {
  ({ google, t, s } = world);
});

const busy = (token: string, query: string) => call<{ data: BusyTimes[] } & ErrorBody>(t, token, 'GET', `meetings/busy?${query}`);
const freeBusyCalls = () => google.calls.filter((c) => c.path === '/calendar/v3/freeBusy');

test('a connected member’s blocks that day (UTC instants), a member without a connection not_connected, Google down unavailable', async () => {
  await connectGoogle(t, google, s.member, 'mel@gmail.test');
  google.busy.set('mel@gmail.test', [
    { start: '2026-11-24T09:00:00Z', end: '2026-11-24T10:30:00Z' },
    // Google may answer with an offset: shown as a UTC instant.
    { start: '2026-11-24T15:00:00+01:00', end: '2026-11-24T16:00:00+01:00' },
    { start: '2026-11-26T09:00:00Z', end: '2026-11-26T10:00:00Z' },
  ]);
  const res = await busy(s.owner.token, `workspace_id=${s.ws}&date=2026-11-24&user_ids=${s.member.id}&user_ids=${s.owner.id}`);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([
    {
      user_id: s.member.id,
      state: 'ok',
      busy: [
        { start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T10:30:00.000Z' },
        { start: '2026-11-24T14:00:00.000Z', end: '2026-11-24T15:00:00.000Z' },
      ],
    },
    { user_id: s.owner.id, state: 'not_connected', busy: [] },
  ]);
  // The member's own calendar was asked, for that UTC day.
  expect(freeBusyCalls().map((c) => c.body)).toEqual([
    { timeMin: '2026-11-24T00:00:00.000Z', timeMax: '2026-11-25T00:00:00.000Z', timeZone: 'UTC', items: [{ id: 'primary' }] },
  ]);

  google.down = true;
  const down = await busy(s.owner.token, `workspace_id=${s.ws}&date=2026-11-24&user_ids=${s.member.id},${s.owner.id}`);
  expect(down.status).toBe(200);
  expect(down.body.data).toEqual([
    { user_id: s.member.id, state: 'unavailable', busy: [] },
    { user_id: s.owner.id, state: 'not_connected', busy: [] },
  ]);
});

test('a day in Europe/Berlin is asked from its local midnight to the next (UTC window), across a DST change too', async () => {
  await connectGoogle(t, google, s.member, 'mel@gmail.test');
  const windowFor = async (date: string) => {
    google.calls.length = 0;
    const res = await busy(s.owner.token, `workspace_id=${s.ws}&date=${date}&time_zone=Europe/Berlin&user_ids[]=${s.member.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data[0].state).toBe('ok');
    const body = freeBusyCalls()[0].body as { timeMin: string; timeMax: string; timeZone: string };
    return [body.timeMin, body.timeMax, body.timeZone];
  };
  expect(await windowFor('2026-11-24')).toEqual(['2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z', 'Europe/Berlin']);
  expect(await windowFor('2026-07-01')).toEqual(['2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z', 'Europe/Berlin']);
  // 29 March 2026: clocks go forward, a 23-hour day.
  expect(await windowFor('2026-03-29')).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 'Europe/Berlin']);
});

test('who may ask: the create right in the workspace (read-only 403, outsider 404); everyone asked must be a member (422)', async () => {
  const q = `workspace_id=${s.ws}&date=2026-11-24&user_ids=${s.member.id}`;
  expect((await busy(s.member.token, q)).status).toBe(200);
  expect((await busy(s.reader.token, q)).status).toBe(403);
  expect((await busy(s.outsider.token, q)).status).toBe(404);
  const stranger = await busy(s.owner.token, `workspace_id=${s.ws}&date=2026-11-24&user_ids=${s.member.id}&user_ids=${s.outsider.id}`);
  expect(stranger.status).toBe(422);
  expect(Object.keys(stranger.body.errors ?? {})).toEqual(['user_ids']);
  expect(freeBusyCalls()).toEqual([]);
});

test.each([
  ['no date', `user_ids=2`, 'date'],
  ['a malformed date', `date=24/11/2026&user_ids=2`, 'date'],
  ['a date that does not exist', `date=2026-02-30&user_ids=2`, 'date'],
  ['an unknown zone', `date=2026-11-24&time_zone=Mars/Olympus&user_ids=2`, 'time_zone'],
  ['ids that are not ids', `date=2026-11-24&user_ids=x`, 'user_ids'],
])('answers 422 to %s', async (_what, query, field) => {
  const res = await busy(s.owner.token, `workspace_id=${s.ws}&${query}`);
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
});

test('more than 20 people at once is a 422; nobody asked is an empty list', async () => {
  const ids = Array.from({ length: 21 }, (_, i) => `user_ids=${i + 1}`).join('&');
  expect((await busy(s.owner.token, `workspace_id=${s.ws}&date=2026-11-24&${ids}`)).status).toBe(422);
  const none = await busy(s.owner.token, `workspace_id=${s.ws}&date=2026-11-24`);
  expect(none.status).toBe(200);
  expect(none.body.data).toEqual([]);
});
