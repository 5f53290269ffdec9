import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from './proxy';
import { setTestEnv } from '@/lib/upstream/testing/fake-upstream';
import { sessionSetBy, testRequest } from '@/lib/upstream/testing/session-cookie';
import type { SessionData } from '@/lib/session/session-data';

beforeAll(() => setTestEnv('http://127.0.0.1:9/api'));

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

  it.each(['/login', '/signup?email=a%40b.c', '/contact', '/privacy', '/terms', '/cookies', '/s/abc', '/missing-page'])(
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

  it('starts impersonation from ?impersonated_token= and removes it from the URL', async () => {
    const { response, location } = await visit('/workspaces?impersonated_token=tok-other&tab=1', signedIn);
    expect(location).toBe('/workspaces?tab=1');
    expect(await sessionSetBy(response)).toEqual({ authToken: 'tok-other', impersonatorAuthToken: 'tok-user' });
  });

  it('ignores ?impersonated_token= when signed out or when the link comes from another site', async () => {
    const anonymous = await visit('/?impersonated_token=tok-other');
    expect(anonymous.location).toBe('/login');
    expect(await sessionSetBy(anonymous.response)).toBeUndefined();

    const crossSite = await visit('/?impersonated_token=tok-other', signedIn, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.location).toBe('/');
    expect(await sessionSetBy(crossSite.response)).toBeUndefined();
  });
});

describe('proxy matcher', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it.each(['/', '/login', '/profile', '/company/1/brands', '/workspace/all/tasks', '/s/abc', '/apiary', '/profile.rsc', '/company/1.segments/_tree.segment.rsc'])(
    'runs on %s',
    (url) => expect(matches(url)).toBe(true),
  );

  it.each(['/api', '/api/user', '/api/auth/logout', '/_next/static/chunk.js', '/_next/image', '/favicon.ico', '/app.json', '/logo.png', '/fonts/a.woff2'])(
    'skips %s',
    (url) => expect(matches(url)).toBe(false),
  );
});
