import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from './proxy';
import { json, setTestEnv, unusedPort, withFakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import type { FakeUpstream, RecordedRequest } from '@/lib/upstream/testing/fake-upstream';
import { TEST_APP_URL } from '@/lib/upstream/testing/fake-upstream';
import { sessionSetBy, testRequest } from '@/lib/upstream/testing/session-cookie';
import type { SessionData } from '@/lib/session/session-data';
import { noteUpstreamOutcome } from '@/lib/upstream/outage';

let upstream: FakeUpstream;
withFakeUpstream(
  (u) => {
    upstream = u;
  },
  () => json(404, { message: 'Impersonation not found.' }),
);

const signedIn: SessionData = { authToken: 'tok-user' };

async function visit(path: string, session?: SessionData, headers?: Record<string, string>) {
  const response = await proxy(await testRequest(path, { session, headers }));
  const location = response.headers.get('location');
  return { response, location: location && new URL(location).pathname + new URL(location).search };
}

describe('proxy gate', () => {
  it.each([
    ['/', '/login'],
    ['/profile', '/login?redirect=%2Fprofile'],
    ['/workspace/all/tasks?taskId=4', '/login?redirect=%2Fworkspace%2Fall%2Ftasks%3FtaskId%3D4'],
    ['/company/3/products/new', '/login?redirect=%2Fcompany%2F3%2Fproducts%2Fnew'],
  ])('sends an anonymous visit of %s to %s', async (path, expected) => {
    const { response, location } = await visit(path);
    expect(response.status).toBe(307);
    expect(location).toBe(expected);
  });

  it.each(['/login', '/signup?email=a%40b.c', '/contact', '/privacy', '/terms', '/cookies', '/s/abc', '/missing-page', '/unavailable?redirect=%2Fprofile'])(
    'lets an anonymous visitor open %s',
    async (path) => {
      const { response, location } = await visit(path);
      expect(location).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
    },
  );

  it.each([
    ['/login', '/'],
    ['/login?redirect=%2Fcompanies%3Fpage%3D2', '/companies?page=2'],
    ['/signup?redirect=https%3A%2F%2Fevil.example', '/'],
  ])('sends a signed-in visit of %s to %s', async (path, expected) => {
    expect((await visit(path, signedIn)).location).toBe(expected);
  });

  it('lets a signed-in user through to app pages and unknown routes', async () => {
    for (const path of ['/', '/admin', '/workspace/2', '/nope']) expect((await visit(path, signedIn)).location).toBeNull();
  });

  it('passes the page path and query to server components, replacing a forged value', async () => {
    const { response } = await visit('/workspace/2/tasks?taskId=5', signedIn, { 'x-pathname': '/forged' });
    expect(response.headers.get('x-middleware-request-x-pathname')).toBe('/workspace/2/tasks?taskId=5');
  });

  it('treats a tampered cookie as signed out', async () => {
    const request = await testRequest('/profile', { headers: { cookie: 'collab_session=forged' } });
    expect(new URL((await proxy(request)).headers.get('location') ?? '').pathname).toBe('/login');
  });

  it.each([
    ['/login?redirect=%2F.%2F%2Fevil.example'],
    ['/signup?redirect=%2F.%2F%2Fevil.example'],
    ['/login?redirect=%2F.%2F%5Cevil.example'],
    ['/login?redirect=%2F%252e%252e%2F%2Fevil'],
    ['/login?redirect=%2F%2e%2e%2F%2Fevil'],
    ['/login?redirect=%2Fa%2F..%2F%2Fevil.example'],
    ['/login?redirect=%2F%2Fevil'],
    ['/login?redirect=%2F%5Cevil'],
    ['/login?redirect=%2F%09%2Fevil.example'],
    ['/signup?redirect=%2F%0A%2Fevil.example'],
    ['/login?redirect=https%3A%2F%2Fevil'],
  ])('keeps the redirect of a signed-in visit of %s on the app', async (path) => {
    const response = await proxy(await testRequest(path, { session: signedIn }));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').origin).toBe(TEST_APP_URL);
  });
});

describe('proxy gate: ?impersonated_token=', () => {
  const admin: SessionData = { authToken: 'tok-admin' };
  const verifyCalls = () => upstream.requests.filter((seen) => seen.url === '/api/superadmin/impersonation/verify');
  const confirms = (adminToken: string, token: string) => (seen: RecordedRequest) =>
    seen.method === 'POST' &&
    seen.url === '/api/superadmin/impersonation/verify' &&
    seen.headers.authorization === `Bearer ${adminToken}` &&
    JSON.parse(seen.body.toString()).token === token
      ? json(200, { data: { user_id: 7 } })
      : json(404, { message: 'Impersonation not found.' });

  it("starts an administrator's own impersonation once the upstream confirms it, and removes the token from the URL", async () => {
    upstream.respond = confirms('tok-admin', 'tok-imp');
    const { response, location } = await visit('/workspaces?impersonated_token=tok-imp&tab=1', admin);
    expect(location).toBe('/workspaces?tab=1');
    expect(await sessionSetBy(response)).toEqual({ authToken: 'tok-imp', impersonatorAuthToken: 'tok-admin' });
    expect(verifyCalls()).toHaveLength(1);
    expect(verifyCalls()[0].headers['x-impersonator-token']).toBeUndefined();
  });

  it('asks with the impersonator token while already impersonating', async () => {
    upstream.respond = confirms('tok-admin', 'tok-imp-2');
    const { response } = await visit('/?impersonated_token=tok-imp-2', { authToken: 'tok-imp', impersonatorAuthToken: 'tok-admin' });
    expect(await sessionSetBy(response)).toEqual({ authToken: 'tok-imp-2', impersonatorAuthToken: 'tok-admin' });
  });

  it.each([
    ['a user who is not a super-administrator (403)', 403],
    ["another user's full-access token or another admin's impersonation (404)", 404],
    ['a revoked session (401)', 401],
  ])('does not switch the session of %s; it only drops the token', async (_label, status) => {
    upstream.respond = () => json(status, { message: 'no' });
    const { response, location } = await visit('/workspaces?impersonated_token=tok-attacker&tab=1', signedIn);
    expect(response.status).toBe(307);
    expect(location).toBe('/workspaces?tab=1');
    expect(await sessionSetBy(response)).toBeUndefined();
    expect(verifyCalls()).toHaveLength(1);
  });

  it('drops the token when the upstream cannot be asked', async () => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    const { response, location } = await visit('/?impersonated_token=tok-imp', admin);
    expect(location).toBe('/');
    expect(await sessionSetBy(response)).toBeUndefined();
  });

  it('ignores the token when signed out or when the link comes from another site, without asking', async () => {
    upstream.respond = confirms('tok-admin', 'tok-imp');
    const anonymous = await visit('/?impersonated_token=tok-imp');
    expect(anonymous.location).toBe('/login');
    expect(await sessionSetBy(anonymous.response)).toBeUndefined();

    const crossSite = await visit('/?impersonated_token=tok-imp', admin, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.location).toBe('/');
    expect(await sessionSetBy(crossSite.response)).toBeUndefined();
    expect(verifyCalls()).toHaveLength(0);
  });
});

describe('proxy matcher', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it.each([
    '/',
    '/login',
    '/profile',
    '/company/1/brands',
    '/workspace/all/tasks',
    '/s/abc',
    '/apiary',
    '/profile.rsc',
    '/company/1.segments/_tree.segment.rsc',
  ])('runs on %s', (url) => expect(matches(url)).toBe(true));

  it.each([
    '/api',
    '/api/user',
    '/api/auth/logout',
    '/_next/static/chunk.js',
    '/_next/image',
    '/favicon.ico',
    '/app.json',
    '/logo.png',
    '/fonts/a.woff2',
    // The calendar subscription feed: a calendar app fetches it without a cookie (app/calendar/[file]).
    '/calendar/abc_-123.ics',
  ])('skips %s', (url) => expect(matches(url)).toBe(false));

  it('gates /unavailable (security headers; the gate lets everyone through)', () => expect(matches('/unavailable?redirect=%2F')).toBe(true));

  it.each(['/healthz', '/readyz'])('skips the health probe %s (never gated or rewritten)', (url) => expect(matches(url)).toBe(false));

  it.each(['/healthzz', '/readyz/x', '/healthz/extra', '/company/1/readyz'])('still gates %s', (url) => expect(matches(url)).toBe(true));
});

describe('proxy gate: pages while the upstream is down', () => {
  afterEach(() => noteUpstreamOutcome(200));
  const probes = () => upstream.requests.filter((r) => r.url === '/readyz').length;

  it('renders pages without asking /readyz while calls succeed', async () => {
    noteUpstreamOutcome(200);
    const { response } = await visit('/profile', signedIn);
    expect(response.status).toBe(200);
    expect(probes()).toBe(0);
  });

  it('answers 503 with Retry-After and the unavailable page once a call failed and the upstream is unreachable', async () => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    noteUpstreamOutcome(null);
    const { response } = await visit('/profile?tab=1', signedIn);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('The service is unavailable. Please try again.');
    expect(html).toContain('href="/profile?tab=1"');
    expect(html).toContain('content="5;url=/profile?tab=1"');
  });

  it.each([undefined, signedIn])('lets /unavailable through during the outage, without a probe (session: %p)', async (session) => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    noteUpstreamOutcome(null);
    const { response, location } = await visit('/unavailable?redirect=%2Fprofile', session);
    expect(location).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(probes()).toBe(0);
  });

  it('answers 503 while /readyz says the database is down (503)', async () => {
    noteUpstreamOutcome(503);
    upstream.respond = (r) => (r.url === '/readyz' ? json(503, { message: 'The service is unavailable. Please try again.' }) : json(200, {}));
    expect((await visit('/', signedIn)).response.status).toBe(503);
    expect(probes()).toBe(1);
  });

  it('renders again as soon as /readyz answers, and stops asking', async () => {
    noteUpstreamOutcome(null);
    upstream.respond = () => json(200, { status: 'ok' });
    expect((await visit('/profile', signedIn)).response.status).toBe(200);
    expect((await visit('/profile', signedIn)).response.status).toBe(200);
    expect(probes()).toBe(1);
  });
});
