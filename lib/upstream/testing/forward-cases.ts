/**
 * What the BFF does with a browser's `/api/…` call, whichever path relays it: the Next catch-all
 * route handler (forward-request.test.ts) and the BFF server's own relay (lib/bff-server/
 * relay.test.ts) run these same cases against a real HTTP server standing in for the upstream.
 */
import type { NextRequest } from 'next/server';
import { TEST_APP_URL, json, startSilentUpstream, unusedPort, setTestEnv, withFakeUpstream } from './fake-upstream';
import type { FakeUpstream } from './fake-upstream';
import { sessionSetBy, testRequest } from './session-cookie';

export type SendToBff = (request: NextRequest) => Promise<Response>;

const signedIn = { authToken: 'user-token-123' };
const impersonating = { authToken: 'user-token-123', impersonatorAuthToken: 'admin-token-456' };

export function forwardCases(send: SendToBff): void {
  let upstream: FakeUpstream;
  withFakeUpstream(
    (u) => {
      upstream = u;
    },
    () => json(200, { data: [] }),
  );

  describe('forwarding', () => {
    it('adds the bearer and impersonator headers and keeps the query byte for byte', async () => {
      const response = await send(
        await testRequest('/api/teams?page=2&filter%5Bname%5D=a%20b&x=%2B', {
          session: impersonating,
          headers: { 'x-forwarded-for': '203.0.113.9', 'accept-language': 'fr', authorization: 'Bearer forged' },
        }),
      );
      expect(response.status).toBe(200);
      const [seen] = upstream.requests;
      expect(seen.method).toBe('GET');
      expect(seen.url).toBe('/api/teams?page=2&filter%5Bname%5D=a%20b&x=%2B');
      expect(seen.headers.authorization).toBe('Bearer user-token-123');
      expect(seen.headers['x-impersonator-token']).toBe('admin-token-456');
      expect(seen.headers.accept).toBe('application/json');
      expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9');
      expect(seen.headers['accept-language']).toBe('fr');
      // The browser's cookie stays in the BFF.
      expect(seen.headers.cookie).toBeUndefined();
    });

    it('sends the upstream one client address, whatever X-Forwarded-For the client rotates', async () => {
      // What the BFF receives behind scripts/peer-address-hook.mjs: the client's claims, then the socket.
      for (const forged of ['198.51.100.1', '198.51.100.2, 198.51.100.3', 'garbage']) {
        await send(await testRequest('/api/user', { session: signedIn, headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` } }));
      }
      expect(upstream.requests.map((seen) => seen.headers['x-forwarded-for'])).toEqual(['203.0.113.9', '203.0.113.9', '203.0.113.9']);
    });

    it('sends no impersonator header outside an impersonation', async () => {
      await send(await testRequest('/api/user', { session: signedIn }));
      expect(upstream.requests[0].headers['x-impersonator-token']).toBeUndefined();
    });

    it('streams a multipart body through byte for byte, content type included', async () => {
      const boundary = '----bffTestBoundary7MA4YWxkTrZu0gW';
      const binary = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme é\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        binary,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const contentType = `multipart/form-data; boundary=${boundary}`;
      upstream.respond = () => json(201, { data: { id: 1 } });

      const response = await send(await testRequest('/api/teams', { method: 'POST', session: signedIn, headers: { 'content-type': contentType }, body: body }));
      expect(response.status).toBe(201);
      const [seen] = upstream.requests;
      expect(seen.headers['content-type']).toBe(contentType);
      expect(seen.body.equals(body)).toBe(true);
    });

    it('forwards JSON bodies for PUT and DELETE', async () => {
      await send(
        await testRequest('/api/tasks/5', { method: 'PUT', session: signedIn, headers: { 'content-type': 'application/json' }, body: '{"title":"x"}' }),
      );
      await send(await testRequest('/api/tasks/5', { method: 'DELETE', session: signedIn }));
      expect(upstream.requests.map((r) => `${r.method} ${r.url} ${r.body.toString()}`)).toEqual(['PUT /api/tasks/5 {"title":"x"}', 'DELETE /api/tasks/5 ']);
    });

    it('returns status, body and allowed headers unchanged, never set-cookie', async () => {
      const errorBody = '{"message":"The name field is required.","errors":{"name":["The name field is required."]}}';
      upstream.respond = () => ({
        status: 422,
        headers: {
          'content-type': 'application/json',
          'set-cookie': 'laravel_session=abc',
          'x-powered-by': 'PHP',
          'retry-after': '5',
          'x-content-type-options': 'nosniff',
        },
        body: errorBody,
      });
      const response = await send(
        await testRequest('/api/teams', { method: 'POST', session: signedIn, headers: { 'content-type': 'application/json' }, body: '{}' }),
      );
      expect(response.status).toBe(422);
      expect(await response.text()).toBe(errorBody);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('relays binary downloads with their headers (public upload, signed out)', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
      upstream.respond = () => ({
        status: 200,
        headers: {
          'content-type': 'image/png',
          'content-length': String(png.length),
          'cache-control': 'public, max-age=3600',
          'content-disposition': 'inline; filename="a.png"',
        },
        body: png,
      });
      const response = await send(await testRequest('/api/uploads/a.png'));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
      expect(response.headers.get('content-length')).toBe('8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(response.headers.get('content-disposition')).toBe('inline; filename="a.png"');
      expect(upstream.requests[0].headers.authorization).toBeUndefined();
    });

    it('lets public calls through without a session', async () => {
      upstream.respond = () => json(200, { message: 'Code sent.' });
      const response = await send(
        await testRequest('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.c"}' }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'Code sent.' });
      expect(upstream.requests[0].body.toString()).toBe('{"email":"a@b.c"}');
    });

    it('clears the session when the upstream rejects the token', async () => {
      upstream.respond = () => json(401, { message: 'Unauthenticated.' });
      const response = await send(await testRequest('/api/user', { session: signedIn }));
      expect(response.status).toBe(401);
      expect(await sessionSetBy(response)).toEqual({});
    });
  });

  describe('refusals (no upstream call)', () => {
    it('answers 401 to a signed-out caller of a private call', async () => {
      const response = await send(await testRequest('/api/user'));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
      expect(upstream.requests).toHaveLength(0);
    });

    it.each(['/api/_dev/mail', '/api/teams/1/secret', '/api/teams/..%2Fsuperadmin', '/api'])('answers 404 to %s', async (path) => {
      const response = await send(await testRequest(path, { session: signedIn }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
      expect(upstream.requests).toHaveLength(0);
    });

    it.each(['/api/auth/verify-login', '/api/auth/verify-signup', '/api/superadmin/impersonate'])('never forwards the token-issuing call %s', async (path) => {
      const response = await send(await testRequest(path, { method: 'POST', session: signedIn, body: '{}' }));
      expect(response.status).toBe(404);
      expect(upstream.requests).toHaveLength(0);
    });

    it('answers 404 to a method the allowlist lacks', async () => {
      const response = await send(await testRequest('/api/user/overview', { method: 'DELETE', session: signedIn }));
      expect(response.status).toBe(404);
    });

    it.each([
      ['a foreign Origin', 'https://evil.example'],
      ['no Origin', null],
      ['an opaque Origin', 'null'],
      ['another port', 'http://localhost:3001'],
    ])('answers 403 to a POST with %s', async (_label, origin) => {
      const response = await send(await testRequest('/api/teams', { method: 'POST', session: signedIn, origin, body: '{}' }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-site request refused.' });
      expect(upstream.requests).toHaveLength(0);
    });
  });

  describe('Origin check', () => {
    const trustProxies = (hops: number) => {
      process.env.TRUSTED_PROXY_HOPS = String(hops);
      setTestEnv(upstream.baseUrl);
    };
    afterEach(() => {
      delete process.env.TRUSTED_PROXY_HOPS;
    });

    it('refuses a cross-site Origin that a forged X-Forwarded-Host matches when no proxy is trusted', async () => {
      const request = await testRequest('/api/tasks/1/complete', {
        method: 'POST',
        session: signedIn,
        origin: 'https://evil.example',
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      const response = await send(request);
      expect(response.status).toBe(403);
      expect(upstream.requests).toHaveLength(0);
    });

    it('accepts the origin the request was addressed to behind a trusted reverse proxy', async () => {
      trustProxies(1);
      const request = await testRequest('/api/tasks/1/complete', {
        method: 'POST',
        session: signedIn,
        origin: 'https://app.example.com',
        headers: { 'x-forwarded-host': 'app.example.com', 'x-forwarded-proto': 'https' },
      });
      expect((await send(request)).status).toBe(200);
    });

    it('accepts APP_URL even when the Host differs', async () => {
      const request = await testRequest('/api/tasks/1/complete', {
        method: 'POST',
        session: signedIn,
        origin: TEST_APP_URL,
        headers: { 'x-forwarded-host': 'internal:8080' },
      });
      expect((await send(request)).status).toBe(200);
    });

    it('lets a mail provider’s one-click unsubscribe through without Origin or session (the signed token is the credential)', async () => {
      const request = await testRequest('/api/unsubscribe?token=1.following.abc', {
        method: 'POST',
        origin: null,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect((await send(request)).status).toBe(200);
      expect(upstream.requests).toHaveLength(1);
      // Any other write without an Origin is still refused.
      expect((await send(await testRequest('/api/contacts', { method: 'POST', origin: null, body: '{}' }))).status).toBe(403);
    });

    it('does not check GET', async () => {
      expect((await send(await testRequest('/api/user', { session: signedIn, origin: 'https://evil.example' }))).status).toBe(200);
    });
  });

  describe('upstream down', () => {
    it('answers 502 with a readable message', async () => {
      setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
      const response = await send(await testRequest('/api/user', { session: signedIn }));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: 'The service is unavailable. Please try again.' });
      // The warning line itself: forward-request-log.test.ts.
    });
  });

  describe('upstream hangs (accepts, never answers: a stopped process)', () => {
    const BOUND_MS = 300;
    let silent: Awaited<ReturnType<typeof startSilentUpstream>>;
    beforeAll(async () => {
      silent = await startSilentUpstream();
    });
    afterAll(() => silent.close());
    beforeEach(() => {
      process.env.UPSTREAM_TIMEOUT_MS = String(BOUND_MS);
      setTestEnv(silent.baseUrl);
    });
    afterEach(() => {
      delete process.env.UPSTREAM_TIMEOUT_MS;
    });

    it.each([
      ['GET', undefined],
      ['POST', '{"name":"Acme"}'],
    ])('answers %s with 504 and the wording within the bound', async (method, body) => {
      const started = performance.now();
      const response = await send(
        await testRequest('/api/teams', { method, session: signedIn, body, headers: body ? { 'content-type': 'application/json' } : {} }),
      );
      const elapsed = performance.now() - started;
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ message: 'The service did not answer in time. Please try again.' });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(elapsed).toBeGreaterThanOrEqual(BOUND_MS - 20);
      expect(elapsed).toBeLessThan(BOUND_MS + 1_500);
      expect(silent.connections()).toBeGreaterThan(0);
    });
  });
}
