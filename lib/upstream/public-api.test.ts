/**
 * The BFF's side of the public API (issue 31, decision 0036): `/api/v1/<path>` relays `<path>` with
 * the client's own bearer, never the session cookie, without the Origin check, and tells the
 * upstream it is a public-API call. (The upstream's side: upstream/src/routes/account/public-api.test.ts.)
 */
import { DELETE, GET, POST } from '@/app/api/[...path]/route';
import { json, withFakeUpstream } from './testing/fake-upstream';
import type { FakeUpstream } from './testing/fake-upstream';
import { sessionSetBy, testRequest } from './testing/session-cookie';

let upstream: FakeUpstream;
withFakeUpstream(
  (u) => {
    upstream = u;
  },
  () => json(200, { data: [] }),
);

const signedIn = { authToken: 'session-token-abc' };
const bearer = { authorization: 'Bearer api-token-xyz' };

describe('the public API on the BFF (/api/v1)', () => {
  it("relays the client's bearer, marks the call, and leaves the session out", async () => {
    const response = await GET(await testRequest('/api/v1/companies?page=2', { session: signedIn, headers: bearer }));
    expect(response.status).toBe(200);
    const sent = upstream.requests.at(-1);
    expect(sent?.url).toBe('/api/companies?page=2');
    expect(sent?.headers.authorization).toBe('Bearer api-token-xyz');
    expect(sent?.headers['x-public-api']).toBe('1');
  });

  it('answers 401 with a Bearer challenge without a bearer, even with a session cookie', async () => {
    const before = upstream.requests.length;
    const response = await GET(await testRequest('/api/v1/companies', { session: signedIn }));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    expect(((await response.json()) as { message: string }).message).toMatch(/Authorization: Bearer/);
    expect(upstream.requests.length).toBe(before);
  });

  it('needs no Origin for writes: a bearer header is not ambient, so there is nothing to forge', async () => {
    const response = await POST(
      await testRequest('/api/v1/tasks', {
        method: 'POST',
        origin: 'https://elsewhere.example',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: '{"title":"x"}',
      }),
    );
    expect(response.status).toBe(200);
    expect(upstream.requests.at(-1)?.headers.authorization).toBe('Bearer api-token-xyz');
    // The same write on the app's own path, cross-site, is refused.
    const app = await POST(await testRequest('/api/tasks', { method: 'POST', origin: 'https://elsewhere.example', session: signedIn, body: '{}' }));
    expect(app.status).toBe(403);
  });

  it('never lets a client mark a call itself on the app path', async () => {
    await GET(await testRequest('/api/companies', { session: signedIn, headers: { 'x-public-api': '1' } }));
    const sent = upstream.requests.at(-1);
    expect(sent?.headers.authorization).toBe('Bearer session-token-abc');
    expect(sent?.headers['x-public-api']).toBeUndefined();
  });

  it('serves the document without a token, and refuses what is not in the contract or belongs to the session', async () => {
    expect((await GET(await testRequest('/api/v1/openapi.json'))).status).toBe(200);
    expect(upstream.requests.at(-1)?.url).toBe('/api/openapi.json');
    expect((await GET(await testRequest('/api/v1/no-such-thing', { headers: bearer }))).status).toBe(404);
    expect((await POST(await testRequest('/api/v1/auth/verify-login', { method: 'POST', headers: bearer, body: '{}' }))).status).toBe(404);
  });

  it("relays the limits, and a 401 never clears the app's session cookie", async () => {
    upstream.respond = () =>
      json(429, { message: 'Too many requests' }, { 'retry-after': '30', 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '30' });
    const limited = await GET(await testRequest('/api/v1/user', { headers: bearer }));
    expect(limited.status).toBe(429);
    expect(['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].map((h) => limited.headers.get(h))).toEqual([
      '30',
      '120',
      '0',
      '30',
    ]);
    upstream.respond = () => json(401, { message: 'Unauthenticated.' });
    const refused = await DELETE(await testRequest('/api/v1/user/tokens', { method: 'DELETE', session: signedIn, headers: bearer }));
    expect(refused.status).toBe(401);
    expect(await sessionSetBy(refused)).toBeUndefined();
  });
});
