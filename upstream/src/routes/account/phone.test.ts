import { phoneVerifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, json, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  t.setNow(null);
  await t.close();
});

const UK = '+442079460000';
const put = (token: string, code: string) => ({ ...json({ code }, auth(token)), method: 'PUT' });
const addPhone = (token: string, phone = UK, headers: Record<string, string> = {}) =>
  t.app.request('/api/user/phone', json({ phone }, { ...auth(token), ...headers }));

/** The latest code texted to `phone`, read from the SMS outbox like a user reads their phone. */
async function latestSms(phone: string): Promise<string> {
  const match = ((await t.deps.sms.list(phone)) ?? [])[0]?.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code texted to ${phone}`);
  return match[1];
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
type UserBody = { data: { phone: string | null; phone_verified_at: string | null } };

describe('POST, PUT and DELETE user/phone', () => {
  it('needs a token', async () => {
    expect((await t.app.request('/api/user/phone', json({ phone: UK }))).status).toBe(401);
    expect((await t.app.request('/api/user/phone', { ...json({ code: '123456' }), method: 'PUT' })).status).toBe(401);
    expect((await t.app.request('/api/user/phone', { method: 'DELETE' })).status).toBe(401);
  });

  it('texts a code, saves the number once the code comes back, and deletes it', async () => {
    const { token } = await signUpUser(t, 'phone@example.com');
    const sent = await addPhone(token);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: 'We sent a verification code to your phone.' });
    // Not saved before verification.
    const before = (await (await t.app.request('/api/user', { headers: auth(token) })).json()) as UserBody;
    expect(before.data.phone).toBeNull();

    const res = await t.app.request('/api/user/phone', put(token, await latestSms(UK)));
    expect(res.status).toBe(200);
    const body = (await res.json()) as UserBody;
    expect(body.data.phone).toBe(UK);
    expect(body.data.phone_verified_at).toEqual(expect.any(String));

    // Single use.
    expect((await t.app.request('/api/user/phone', put(token, await latestSms(UK)))).status).toBe(422);

    const del = await t.app.request('/api/user/phone', { method: 'DELETE', headers: auth(token) });
    expect(del.status).toBe(200);
    expect(((await del.json()) as UserBody).data).toMatchObject({ phone: null, phone_verified_at: null });
  });

  it('stores only a hash of the code', async () => {
    const { token } = await signUpUser(t, 'hash@example.com');
    await addPhone(token);
    const code = await latestSms(UK);
    const rows = await t.deps.db.select().from(phoneVerifications);
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it.each([
    ['not international', '020 7946 0000'],
    ['letters', '+44abc'],
    ['not valid for its country', '+15555550100'],
    ['an unknown country code', '+9991234567'],
  ])('rejects a number that is %s', async (_what, phone) => {
    const { token } = await signUpUser(t, 'bad@example.com');
    const res = await addPhone(token, phone);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.phone).toBeDefined();
  });

  it('rejects a code that is not 6 digits, and a verification with no code sent', async () => {
    const { token } = await signUpUser(t, 'nocode@example.com');
    const bad = await t.app.request('/api/user/phone', put(token, '12ab'));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.code).toEqual(['The code must be 6 digits.']);
    expect((await t.app.request('/api/user/phone', put(token, '123456'))).status).toBe(422);
  });

  it('expires the code after 10 minutes', async () => {
    const { token } = await signUpUser(t, 'late@example.com');
    // Near the real clock: the session token from sign-up lives 30 days.
    const start = new Date(Date.now() + 60_000);
    t.setNow(start);
    await addPhone(token);
    const code = await latestSms(UK);
    t.setNow(new Date(start.getTime() + 10 * 60_000 + 1));
    const res = await t.app.request('/api/user/phone', put(token, code));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { code: string[] } }).errors.code[0]).toMatch(/invalid or has expired/);
  });

  it('burns the code after 5 wrong tries', async () => {
    const { token } = await signUpUser(t, 'guess@example.com');
    await addPhone(token);
    const code = await latestSms(UK);
    for (let i = 1; i <= 4; i++) expect((await t.app.request('/api/user/phone', put(token, wrong(code)))).status).toBe(422);
    const fifth = await t.app.request('/api/user/phone', put(token, wrong(code)));
    expect(((await fifth.json()) as { errors: { code: string[] } }).errors.code[0]).toMatch(/Too many wrong attempts/);
    expect((await t.app.request('/api/user/phone', put(token, code))).status).toBe(422);
  });

  it('limits verification tries per user (429 after 15)', async () => {
    const { token } = await signUpUser(t, 'tries@example.com');
    for (let round = 0; round < 3; round++) {
      await addPhone(token);
      const code = await latestSms(UK);
      for (let i = 0; i < 5; i++) expect((await t.app.request('/api/user/phone', put(token, wrong(code)))).status).toBe(422);
    }
    await addPhone(token);
    expect((await t.app.request('/api/user/phone', put(token, await latestSms(UK)))).status).toBe(429);
  });

  it('replaces an earlier code, and binds the code to the user who asked for it', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    await addPhone(a.token);
    const first = await latestSms(UK);
    await addPhone(a.token, '+33612345678');
    const second = await latestSms('+33612345678');
    // B has no code of their own: A's code does nothing for B.
    expect((await t.app.request('/api/user/phone', put(b.token, second))).status).toBe(422);
    if (first !== second) expect((await t.app.request('/api/user/phone', put(a.token, first))).status).toBe(422);
    const ok = await t.app.request('/api/user/phone', put(a.token, second));
    expect(((await ok.json()) as UserBody).data.phone).toBe('+33612345678');
  });

  it('limits sends per user (429 with Retry-After)', async () => {
    const { token } = await signUpUser(t, 'spam@example.com');
    for (let i = 0; i < 5; i++) expect((await addPhone(token)).status).toBe(200);
    const limited = await addPhone(token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits sends per number across users, so nobody can flood one phone', async () => {
    for (let i = 0; i < 5; i++) expect((await addPhone((await signUpUser(t, `n${i}@example.com`)).token)).status).toBe(200);
    expect((await addPhone((await signUpUser(t, 'n5@example.com')).token)).status).toBe(429);
    expect((await addPhone((await signUpUser(t, 'n6@example.com')).token, '+33612345678')).status).toBe(200);
  });

  it('limits sends per IP across users and numbers', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let u = 0; u < 7; u++) {
      const { token } = await signUpUser(t, `ip${u}@example.com`);
      for (let j = 0; j < 5; j++) statuses.push((await addPhone(token, `+4420794600${String(u * 5 + j).padStart(2, '0')}`, ip)).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers 502, not 500, when the SMS gateway fails', async () => {
    const { token } = await signUpUser(t, 'down@example.com');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    t.deps.sms = {
      send: async () => {
        throw new Error('gateway down');
      },
      list: async () => null,
    };
    const res = await addPhone(token);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'The text message could not be sent. Please try again later.' });
    expect(warn).toHaveBeenCalled();
  });
});

describe('GET /_dev/sms', () => {
  it('lists the SMS outbox newest first, filtered by number', async () => {
    const { token } = await signUpUser(t, 'dev@example.com');
    await addPhone(token);
    await addPhone(token, '+33612345678');
    await addPhone(token);
    const all = (await (await t.app.request('/_dev/sms')).json()) as { data: { to: string; created_at: string }[] };
    expect(all.data).toHaveLength(3);
    expect(all.data[0].created_at >= all.data[2].created_at).toBe(true);
    // An unencoded + arrives as a space; both spellings find the number.
    for (const q of [encodeURIComponent(UK), UK]) {
      const one = (await (await t.app.request(`/_dev/sms?to=${q}`)).json()) as { data: { to: string; text: string }[] };
      expect(one.data.map((m) => m.to)).toEqual([UK, UK]);
      expect(Object.keys(one.data[0]).sort()).toEqual(['created_at', 'text', 'to']);
    }
  });
});
