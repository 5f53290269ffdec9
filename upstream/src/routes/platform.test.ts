import { createApp, routeTable } from '../app';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { auth, json, signUpUser } from '../test/helpers';
import { pageMeta } from '../lib/paginate';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('platform', () => {
  it('serves its OpenAPI document', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/login', '/user', '/broadcasting/auth']));
  });

  it('names every operation (unique operationId, summary) and says who may call it (security, [] when public)', async () => {
    type Operation = { operationId?: string; summary?: string; security?: unknown[] };
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, ...op })),
    );
    expect(operations.length).toBeGreaterThan(300);
    expect(operations.filter((op) => !op.operationId || !op.summary || !Array.isArray(op.security)).map((op) => op.at)).toEqual([]);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(operations.find((op) => op.at === 'get /meetings/{meetingId}/ics')).toMatchObject({
      operationId: 'getMeetingsByMeetingIdIcs',
      summary: 'GET /meetings/{meetingId}/ics',
    });
    expect(operations.find((op) => op.at === 'post /auth/login')?.security).toEqual([]);
    expect(doc.servers).toHaveLength(1);
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await t.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.' });
  });

  it('prints the route table as METHOD path relative to /api', () => {
    const table = routeTable(createApp(t.deps));
    expect(table).toEqual(expect.arrayContaining(['POST auth/login', 'GET user', 'GET uploads/{name}', 'POST superadmin/impersonate']));
    expect(table.every((l) => /^(GET|POST|PUT|PATCH|DELETE) [a-z0-9/{}._-]+$/i.test(l))).toBe(true);
  });

  it('lists the outbox newest first at /_dev/mail', async () => {
    await t.app.request('/api/auth/signup', json({ email: 'one@example.com', first_name: 'A', last_name: 'B' }));
    await t.app.request('/api/auth/signup', json({ email: 'one@example.com', first_name: 'A', last_name: 'B' }));
    const res = await t.app.request('/_dev/mail?to=one@example.com');
    const body = (await res.json()) as { data: { to: string; subject: string; created_at: string }[] };
    expect(body.data).toHaveLength(2);
    expect(body.data[0].created_at >= body.data[1].created_at).toBe(true);
    expect(Object.keys(body.data[0]).sort()).toEqual(['created_at', 'subject', 'text', 'to']);
  });

  it('stores a contact message and mails the team', async () => {
    const ok = await t.app.request('/api/contacts', json({ name: 'Pat', email: 'pat@example.com', subject: 'Hi', message: 'Hello there' }));
    expect(ok.status).toBe(201);
    const bad = await t.app.request('/api/contacts', json({ name: 'Pat', email: 'x', subject: '', message: '' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['email', 'message', 'subject']);
  });
});

describe('pagination helper', () => {
  it.each([
    [0, 1, 20, { current_page: 1, last_page: 1, per_page: 20, total: 0 }],
    [20, 1, 20, { current_page: 1, last_page: 1, per_page: 20, total: 20 }],
    [21, 2, 20, { current_page: 2, last_page: 2, per_page: 20, total: 21 }],
    [95, 3, 10, { current_page: 3, last_page: 10, per_page: 10, total: 95 }],
  ])('total %i page %i per %i', (total, page, per, meta) => {
    expect(pageMeta(total, page, per)).toEqual(meta);
  });
});

describe('broadcasting auth', () => {
  it('signs the caller’s own private channel only', async () => {
    const { token, id } = await signUpUser(t, 'rt@example.com');
    const sign = (channel: string) =>
      t.app.request('/api/broadcasting/auth', {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ socket_id: '123.456', channel_name: channel }).toString(),
      });
    const own = await sign(`private-App.Models.User.${id}`);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { auth: string }).auth).toMatch(/^app-key:[a-f0-9]{64}$/);
    expect((await sign(`private-App.Models.User.${id + 1}`)).status).toBe(403);
    expect((await sign('private-something-else')).status).toBe(403);
    const anon = await t.app.request('/api/broadcasting/auth', {
      method: 'POST',
      body: 'socket_id=1.1&channel_name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(anon.status).toBe(401);
  });
});

describe('super-administrator', () => {
  it('impersonates a user with a recorded, revocable token', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const user = await signUpUser(t, 'user@example.com', 'Imp', 'Ersonated');
    const res = await t.app.request('/api/superadmin/impersonate', json({ user_id: user.id }, auth(admin.token)));
    expect(res.status).toBe(200);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const me = await t.app.request('/api/user', { headers: { ...auth(token), 'x-impersonator-token': admin.token } });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('user@example.com');
    // An impersonation token never has super-administrator rights.
    expect((await t.app.request('/api/superadmin/users', { headers: auth(token) })).status).toBe(403);
    await t.app.request('/api/auth/logout', { method: 'POST', headers: auth(token) });
    expect((await t.app.request('/api/user', { headers: auth(token) })).status).toBe(401);
  });

  it('is refused to everyone else', async () => {
    const user = await signUpUser(t, 'user@example.com');
    const other = await signUpUser(t, 'other@example.com');
    expect((await t.app.request('/api/superadmin/impersonate', json({ user_id: other.id }, auth(user.token)))).status).toBe(403);
    expect((await t.app.request('/api/superadmin/users', { headers: auth(user.token) })).status).toBe(403);
  });

  it('lists users with paging and search', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    await signUpUser(t, 'zed@example.com', 'Zed', 'Z');
    const res = await t.app.request('/api/superadmin/users?search=zed&per_page=5', { headers: auth(admin.token) });
    const body = (await res.json()) as { data: { email: string }[]; meta: { total: number; per_page: number } };
    expect(body.data.map((u) => u.email)).toEqual(['zed@example.com']);
    expect(body.meta).toMatchObject({ total: 1, per_page: 5, current_page: 1 });
  });
});
