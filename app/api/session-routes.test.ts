/** The route handlers that own the session, against a real HTTP server standing in for the upstream. */
import { POST as endImpersonation } from '@/app/api/auth/impersonation/end/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as sessionExpired } from '@/app/api/auth/session-expired/route';
import { POST as verifyLogin } from '@/app/api/auth/verify-login/route';
import { POST as verifySignup } from '@/app/api/auth/verify-signup/route';
import { POST as impersonate } from '@/app/api/superadmin/impersonate/route';
import { json, unusedPort, setTestEnv, withFakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import type { FakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import { sessionSetBy, testRequest } from '@/lib/upstream/testing/session-cookie';

let upstream: FakeUpstream;
withFakeUpstream((u) => {
  upstream = u;
});

const TOKEN = 'secret-token-ABC123';
const user = { id: 7, email: 'a@b.c', first_name: 'Ann' };
const jsonPost = (path: string, body: unknown, extra: Parameters<typeof testRequest>[1] = {}) =>
  testRequest(path, { method: 'POST', headers: { 'content-type': 'application/json', ...extra.headers }, body: JSON.stringify(body), ...extra });

/** The token must not appear anywhere the browser's JavaScript could read it. */
function expectNoTokenExposed(response: Response, body: string, token: string) {
  expect(body).not.toContain(token);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') expect(value).not.toContain(token);
  });
  for (const cookie of response.headers.getSetCookie()) expect(cookie).not.toContain(token);
}

describe.each([
  ['verify-login', verifyLogin],
  ['verify-signup', verifySignup],
])('POST /api/auth/%s', (name, handler) => {
  it('stores the token in the sealed cookie and returns only the user', async () => {
    upstream.respond = () => json(200, { data: { token: TOKEN, user } });
    const response = await handler(await jsonPost(`/api/auth/${name}`, { email: 'a@b.c', code: '123456' }));
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(body)).toEqual({ data: { user } });
    expectNoTokenExposed(response, body, TOKEN);
    expect(await sessionSetBy(response)).toEqual({ authToken: TOKEN });
    expect(upstream.requests[0]).toMatchObject({ method: 'POST', url: `/api/auth/${name}` });
    expect(upstream.requests[0].body.toString()).toBe('{"email":"a@b.c","code":"123456"}');
  });

  it('passes errors through and leaves the session alone', async () => {
    upstream.respond = () => json(422, { message: 'The code is invalid.', errors: { code: ['The code is invalid.'] } });
    const response = await handler(await jsonPost(`/api/auth/${name}`, { email: 'a@b.c', code: '000000' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The code is invalid.', errors: { code: ['The code is invalid.'] } });
    expect(await sessionSetBy(response)).toBeUndefined();
  });

  it('refuses a cross-site request', async () => {
    const response = await handler(await jsonPost(`/api/auth/${name}`, {}, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token and clears the cookie', async () => {
    upstream.respond = () => json(200, { message: 'ok' });
    const response = await logout(await testRequest('/api/auth/logout', { method: 'POST', session: { authToken: TOKEN } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Logged out.' });
    expect(await sessionSetBy(response)).toEqual({});
    expect(upstream.requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(upstream.requests[0].headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('clears the cookie even when the upstream answers 500', async () => {
    upstream.respond = () => json(500, { message: 'Server Error' });
    const response = await logout(await testRequest('/api/auth/logout', { method: 'POST', session: { authToken: TOKEN } }));
    expect(response.status).toBe(200);
    expect(await sessionSetBy(response)).toEqual({});
  });

  it('clears the cookie even when the upstream is down', async () => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    const response = await logout(await testRequest('/api/auth/logout', { method: 'POST', session: { authToken: TOKEN } }));
    expect(response.status).toBe(200);
    expect(await sessionSetBy(response)).toEqual({});
  });

  it('ends the whole session while impersonating, revoking both tokens', async () => {
    upstream.respond = () => json(200, {});
    const session = { authToken: 'impersonated-tok', impersonatorAuthToken: 'admin-tok' };
    const response = await logout(await testRequest('/api/auth/logout', { method: 'POST', session }));
    expect(await sessionSetBy(response)).toEqual({});
    expect(upstream.requests.map((r) => r.headers.authorization).sort()).toEqual(['Bearer admin-tok', 'Bearer impersonated-tok']);
  });

  it('works without a session and refuses a cross-site request', async () => {
    expect((await logout(await testRequest('/api/auth/logout', { method: 'POST' }))).status).toBe(200);
    expect(upstream.requests).toHaveLength(0);
    const refused = await logout(await testRequest('/api/auth/logout', { method: 'POST', session: { authToken: TOKEN }, origin: null }));
    expect(refused.status).toBe(403);
    expect(await sessionSetBy(refused)).toBeUndefined();
  });
});

describe('POST /api/auth/impersonation/end', () => {
  it('revokes the impersonated token and restores the impersonator', async () => {
    upstream.respond = () => json(500, {});
    const session = { authToken: 'impersonated-tok', impersonatorAuthToken: 'admin-tok' };
    const response = await endImpersonation(await testRequest('/api/auth/impersonation/end', { method: 'POST', session }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Impersonation ended.' });
    expect(await sessionSetBy(response)).toEqual({ authToken: 'admin-tok' });
    expect(upstream.requests[0].headers.authorization).toBe('Bearer impersonated-tok');
  });

  it("answers the banner's form post with a redirect home and the impersonator's session", async () => {
    upstream.respond = () => json(204, {});
    const session = { authToken: 'impersonated-tok', impersonatorAuthToken: 'admin-tok' };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const response = await endImpersonation(await testRequest('/api/auth/impersonation/end', { method: 'POST', session, headers: form, body: '' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(await sessionSetBy(response)).toEqual({ authToken: 'admin-tok' });
    expect(upstream.requests[0].headers.authorization).toBe('Bearer impersonated-tok');
    // Sent again (a double click): the impersonation is over, home all the same, nothing revoked twice.
    const again = await endImpersonation(
      await testRequest('/api/auth/impersonation/end', { method: 'POST', session: { authToken: 'admin-tok' }, headers: form, body: '' }),
    );
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/');
    expect(await sessionSetBy(again)).toBeUndefined();
    expect(upstream.requests).toHaveLength(1);
  });

  it('answers 400 when not impersonating', async () => {
    const response = await endImpersonation(await testRequest('/api/auth/impersonation/end', { method: 'POST', session: { authToken: TOKEN } }));
    expect(response.status).toBe(400);
    expect(await sessionSetBy(response)).toBeUndefined();
  });
});

describe('POST /api/superadmin/impersonate', () => {
  const admin = { authToken: 'admin-tok' };
  const form = (body: string, extra: Parameters<typeof testRequest>[1] = {}) =>
    testRequest('/api/superadmin/impersonate', {
      method: 'POST',
      session: admin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      ...extra,
    });

  it('switches the session to the impersonated user and redirects home, with no token in the URL', async () => {
    upstream.respond = () => json(200, { data: { token: 'user-7-tok' } });
    const response = await impersonate(await form('user_id=7'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expectNoTokenExposed(response, await response.text(), 'user-7-tok');
    expect(await sessionSetBy(response)).toEqual({ authToken: 'user-7-tok', impersonatorAuthToken: 'admin-tok' });
    expect(upstream.requests[0].headers.authorization).toBe('Bearer admin-tok');
    expect(JSON.parse(upstream.requests[0].body.toString())).toEqual({ user_id: 7 });
  });

  it('sends a form back to /admin with the upstream message', async () => {
    upstream.respond = () => json(403, { message: 'This action is unauthorized.' });
    const response = await impersonate(await form('user_id=7'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin?error=This+action+is+unauthorized.');
    expect(await sessionSetBy(response)).toBeUndefined();
  });

  it('passes the JSON error through to fetch()', async () => {
    upstream.respond = () => json(403, { message: 'This action is unauthorized.' });
    const response = await impersonate(
      await jsonPost(
        '/api/superadmin/impersonate',
        { user_id: 7 },
        { session: admin, headers: { 'content-type': 'application/json', accept: 'application/json' } },
      ),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('validates user_id without calling the upstream', async () => {
    const response = await impersonate(await form('user_id=abc'));
    expect(response.headers.get('location')).toBe('/admin?error=The+user+id+field+is+required.');
    expect(upstream.requests).toHaveLength(0);
  });

  it('needs a session and a same-site Origin', async () => {
    const anonymous = await impersonate(await form('user_id=7', { session: undefined }));
    expect(anonymous.headers.get('location')).toBe('/login?redirect=%2Fadmin');
    expect((await impersonate(await form('user_id=7', { origin: 'https://evil.example' }))).status).toBe(403);
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('GET /api/auth/session-expired', () => {
  it('clears a session the upstream rejects and goes to /login with the way back', async () => {
    upstream.respond = () => json(401, { message: 'Unauthenticated.' });
    const response = await sessionExpired(await testRequest('/api/auth/session-expired?redirect=%2Fworkspace%2F2%3Fa%3D1', { session: { authToken: TOKEN } }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fworkspace%2F2%3Fa%3D1');
    expect(await sessionSetBy(response)).toEqual({});
    expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: '/api/user' });
  });

  it('keeps a session the upstream still accepts (a link from another site cannot log anyone out)', async () => {
    upstream.respond = () => json(200, { data: user });
    const response = await sessionExpired(await testRequest('/api/auth/session-expired?redirect=%2Fprofile', { session: { authToken: TOKEN } }));
    expect(response.headers.get('location')).toBe('/profile');
    expect(await sessionSetBy(response)).toBeUndefined();
  });

  it('ignores an unsafe redirect and needs no upstream call without a session', async () => {
    const response = await sessionExpired(await testRequest('/api/auth/session-expired?redirect=%2F%2Fevil.example'));
    expect(response.headers.get('location')).toBe('/login');
    expect(upstream.requests).toHaveLength(0);
  });
});
