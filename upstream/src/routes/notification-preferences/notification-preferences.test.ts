import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const put = (token: string, body: unknown) =>
  t.app.request('/api/user/notification-preferences', {
    method: 'PUT',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = async (token: string) =>
  (await (await t.app.request('/api/user/notification-preferences', { headers: auth(token) })).json()) as { data: Record<string, unknown> };

describe('user/notification-preferences', () => {
  it('answers the kinds’ defaults before anything is saved: in-app everywhere, email except imports, instant, UTC', async () => {
    const u = await signUpUser(t, 'pat@example.com');
    const { data } = await get(u.token);
    expect(data).toMatchObject({ email_mode: 'instant', digest_hour: 8, time_zone: 'UTC', quiet_hours: null, saved: false });
    const channels = data.channels as Record<string, { in_app: boolean; email: boolean }>;
    expect(channels.assigned).toEqual({ in_app: true, email: true });
    expect(channels.imports).toEqual({ in_app: true, email: false });
    expect(Object.keys(channels)).toHaveLength(10);
  });

  it('saves what is sent and keeps the rest; one person’s choices are not another’s', async () => {
    const u = await signUpUser(t, 'pat@example.com');
    const other = await signUpUser(t, 'kim@example.com');
    const res = await put(u.token, {
      email_mode: 'digest',
      digest_hour: 7,
      time_zone: 'America/New_York',
      quiet_hours: { from: '22:00', to: '06:30' },
      channels: { mentioned: { in_app: true, email: false } },
    });
    expect(res.status).toBe(200);
    await put(u.token, { channels: { imports: { in_app: false, email: true } } });
    const { data } = await get(u.token);
    expect(data).toMatchObject({
      email_mode: 'digest',
      digest_hour: 7,
      time_zone: 'America/New_York',
      quiet_hours: { from: '22:00', to: '06:30' },
      saved: true,
    });
    const channels = data.channels as Record<string, unknown>;
    expect(channels.mentioned).toEqual({ in_app: true, email: false });
    expect(channels.imports).toEqual({ in_app: false, email: true });
    expect(channels.assigned).toEqual({ in_app: true, email: true });
    expect((await get(other.token)).data).toMatchObject({ saved: false, time_zone: 'UTC' });
    // null clears the quiet hours.
    await put(u.token, { quiet_hours: null });
    expect((await get(u.token)).data.quiet_hours).toBeNull();
  });

  it('refuses a bad time zone, hour, mode, quiet hours or kind with 422 and field errors', async () => {
    const u = await signUpUser(t, 'pat@example.com');
    const res = await put(u.token, {
      time_zone: 'Mars/Olympus',
      digest_hour: 24,
      email_mode: 'weekly',
      quiet_hours: { from: '25:00', to: '07:00' },
      channels: { gossip: { in_app: true, email: true } },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.time_zone).toEqual(['Not a time zone: use a name such as Europe/Berlin.']);
    expect(body.errors.digest_hour).toEqual(['Choose an hour from 0 to 23.']);
    expect(body.errors.email_mode).toEqual(['Choose instant or daily digest.']);
    expect(body.errors['quiet_hours.from']).toEqual(['Use a time from 00:00 to 23:59.']);
    expect(Object.keys(body.errors)).toContain('channels');
    for (const zone of ['+01:00', 'europe/berlin/x', '', 'UTC; drop table']) {
      const bad = await put(u.token, { time_zone: zone });
      expect([zone, bad.status]).toEqual([zone, 422]);
    }
    expect((await put(u.token, { digest_hour: 7.5 })).status).toBe(422);
    expect((await put(u.token, { quiet_hours: { from: '07:00', to: '07:00' } })).status).toBe(422);
    // Nothing was saved by the refusals.
    expect((await get(u.token)).data.saved).toBe(false);
  });

  it('stores the zone’s canonical name', async () => {
    const u = await signUpUser(t, 'pat@example.com');
    expect((await put(u.token, { time_zone: 'europe/berlin' })).status).toBe(200);
    expect((await get(u.token)).data.time_zone).toBe('Europe/Berlin');
  });
});
