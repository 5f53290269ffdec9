import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, json, latestCode, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.app.request(`/api${path}`, json(body, headers));

describe('sign-up with an emailed code', () => {
  it('signs up, verifies, and the token authenticates GET user', async () => {
    const res = await post('/auth/signup', { email: 'New@Example.com ', first_name: 'Grace', last_name: 'Hopper', type: 'brand' });
    expect(res.status).toBe(200);
    const code = await latestCode(t, 'new@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post('/auth/verify-signup', { email: 'new@example.com', code });
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as { data: { token: string; user: { email: string; type: string; business_data_completed: boolean } } };
    expect(body.data.user).toMatchObject({ email: 'new@example.com', type: 'brand', business_data_completed: false });

    const me = await t.app.request('/api/user', { headers: auth(body.data.token) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { first_name: string } }).data.first_name).toBe('Grace');
  });

  it('stores business data for the signed-in user', async () => {
    const { token } = await signUpUser(t, 'biz@example.com');
    const bad = await post('/auth/signup/business-data', { company_name: '', role: 'CEO' }, auth(token));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.company_name).toBeDefined();
    const ok = await post('/auth/signup/business-data', { company_name: 'Acme', role: 'CEO', company_size: '11-50' }, auth(token));
    expect(ok.status).toBe(200);
    const saved = ((await ok.json()) as { data: { business_data_completed: boolean; business: unknown } }).data;
    expect(saved.business_data_completed).toBe(true);
    // Their own answers come back to them, to prefill their first team and company.
    expect(saved.business).toEqual({ company_name: 'Acme', role: 'CEO', industry: null, company_size: '11-50', website: null });
  });

  it('refuses an email that already has a verified account', async () => {
    await signUpUser(t, 'taken@example.com');
    const res = await post('/auth/signup', { email: 'taken@example.com', first_name: 'A', last_name: 'B' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
  });

  it('answers 422 with Laravel field errors for bad input', async () => {
    const res = await post('/auth/signup', { email: 'not-an-email', first_name: '' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'first_name', 'last_name']);
    expect(body.message).toMatch(/and 2 more errors/);
  });

  it('answers 422 with errors, not 500, for a malformed JSON body', async () => {
    const res = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: expect.any(String), errors: { _: [expect.any(String)] } });
  });
});

describe('login codes', () => {
  it('gives the same answer whether or not the account exists, and mails only real accounts', async () => {
    await signUpUser(t, 'real@example.com');
    const a = await post('/auth/login', { email: 'real@example.com' });
    const b = await post('/auth/login', { email: 'ghost@example.com' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());
    expect(await t.deps.mailer.list('ghost@example.com')).toEqual([]);
    const code = await latestCode(t, 'real@example.com');
    const ok = await post('/auth/verify-login', { email: 'real@example.com', code });
    expect(ok.status).toBe(200);
  });

  it('accepts a code once only', async () => {
    await signUpUser(t, 'once@example.com');
    await post('/auth/login', { email: 'once@example.com' });
    const code = await latestCode(t, 'once@example.com');
    expect((await post('/auth/verify-login', { email: 'once@example.com', code })).status).toBe(200);
    expect((await post('/auth/verify-login', { email: 'once@example.com', code })).status).toBe(422);
  });

  it('expires a code after 10 minutes', async () => {
    await signUpUser(t, 'late@example.com');
    const start = new Date();
    t.setNow(start);
    await post('/auth/login', { email: 'late@example.com' });
    const code = await latestCode(t, 'late@example.com');
    t.setNow(new Date(start.getTime() + 10 * 60_000 + 1000));
    const res = await post('/auth/verify-login', { email: 'late@example.com', code });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { code: string[] } }).errors.code[0]).toMatch(/invalid or has expired/);
  });

  it('invalidates a code after 5 wrong tries, even if the right one comes next', async () => {
    await signUpUser(t, 'guess@example.com');
    await post('/auth/login', { email: 'guess@example.com' });
    const code = await latestCode(t, 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/verify-login', { email: 'guess@example.com', code: wrong });
      expect(res.status).toBe(422);
      answers.push(((await res.json()) as { errors: { code: string[] } }).errors.code[0]);
    }
    expect(answers[4]).toMatch(/Too many wrong attempts/);
    expect((await post('/auth/verify-login', { email: 'guess@example.com', code })).status).toBe(422);
  });

  it('rate-limits code sends per email with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      const res = await post('/auth/login', { email: 'flood@example.com' });
      statuses.push(res.status);
      retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('rate-limits sends per IP across emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await post('/auth/login', { email: `u${i}@example.com` }, { 'x-forwarded-for': '203.0.113.9' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another IP is not affected.
    expect((await post('/auth/login', { email: 'other@example.com' }, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const { token } = await signUpUser(t, 'bye@example.com');
    expect((await t.app.request('/api/auth/logout', { method: 'POST', headers: auth(token) })).status).toBe(200);
    const me = await t.app.request('/api/user', { headers: auth(token) });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('new sign-in notice', () => {
  it('stores a RecordCreated notification and broadcasts it on the user channel', async () => {
    const { id } = await signUpUser(t, 'notice@example.com');
    await post('/auth/login', { email: 'notice@example.com' });
    const code = await latestCode(t, 'notice@example.com');
    await post('/auth/verify-login', { email: 'notice@example.com', code });
    const sent = t.publisher.events.filter((e) => e.channels.includes(`private-App.Models.User.${id}`));
    expect(sent).toHaveLength(1);
    expect(sent[0].event).toBe('Illuminate\\Notifications\\Events\\BroadcastNotificationCreated');
    expect(sent[0].data).toMatchObject({ type: 'RecordCreated', kind: 'new_sign_in' });
  });
});
