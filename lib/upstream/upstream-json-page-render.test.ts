/**
 * A page render whose upstream call meets an outage redirects to /unavailable (a route handler's
 * 503) instead of throwing into the error boundary (a 500). next/headers, the session and
 * redirect() (which throws, as Next's does) are stubbed: no request scope here.
 */
import { PATHNAME_HEADER } from '@/lib/session/gate';
import { json, setTestEnv, startSilentUpstream, unusedPort, withFakeUpstream } from './testing/fake-upstream';
import type { FakeUpstream } from './testing/fake-upstream';
import { ServiceUnavailableError } from '@/lib/api/service-unavailable';
import { upstreamJson } from './upstream-json';
import { noteUpstreamOutcome } from './outage';

const incoming = new Headers();
jest.mock('next/headers', () => ({ headers: async () => incoming }));
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { redirectedTo: url });
  },
}));
jest.mock('@/lib/session/server-session', () => ({ readCurrentSession: async () => ({ authToken: 'tok' }) }));

let upstream: FakeUpstream;
withFakeUpstream(
  (u) => {
    upstream = u;
  },
  () => json(200, { data: null }),
);
beforeEach(() => {
  incoming.delete(PATHNAME_HEADER);
});
afterEach(() => noteUpstreamOutcome(200));

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );
const redirectedTo = (error: unknown) => (error as { redirectedTo?: string } | null)?.redirectedTo ?? null;
const refused = async () => setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);

describe('upstreamJson during a page render', () => {
  it('redirects a page that meets a refused upstream to /unavailable, with the way back', async () => {
    incoming.set(PATHNAME_HEADER, '/profile?tab=1');
    await refused();
    const failure = await failureOf(upstreamJson('user'));
    expect(redirectedTo(failure)).toBe('/unavailable?redirect=%2Fprofile%3Ftab%3D1');
  });

  it('redirects the same way when the upstream answers 503 (its database is down)', async () => {
    incoming.set(PATHNAME_HEADER, '/teams');
    upstream.respond = () => json(503, { message: 'The service is unavailable. Please try again.' });
    expect(redirectedTo(await failureOf(upstreamJson('teams')))).toBe('/unavailable?redirect=%2Fteams');
  });

  it('redirects a page that meets a hung upstream once UPSTREAM_TIMEOUT_MS has passed', async () => {
    const silent = await startSilentUpstream();
    try {
      process.env.UPSTREAM_TIMEOUT_MS = '200';
      setTestEnv(silent.baseUrl);
      incoming.set(PATHNAME_HEADER, '/');
      const started = Date.now();
      expect(redirectedTo(await failureOf(upstreamJson('user')))).toBe('/unavailable?redirect=%2F');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      delete process.env.UPSTREAM_TIMEOUT_MS;
      await silent.close();
    }
  });

  it('never redirects to another site, whatever the page path says', async () => {
    incoming.set(PATHNAME_HEADER, '//evil.example/x');
    await refused();
    expect(redirectedTo(await failureOf(upstreamJson('user')))).toBe('/unavailable?redirect=%2F');
  });

  it('throws ServiceUnavailableError outside a page render (no page path from the proxy)', async () => {
    await refused();
    expect(await failureOf(upstreamJson('user'))).toBeInstanceOf(ServiceUnavailableError);
  });

  it("throws ServiceUnavailableError for a route handler's call (its own credentials), never a redirect", async () => {
    incoming.set(PATHNAME_HEADER, '/profile');
    await refused();
    expect(await failureOf(upstreamJson('user', undefined, { auth: { token: 't' } }))).toBeInstanceOf(ServiceUnavailableError);
  });

  it('leaves an aborted call as it is', async () => {
    incoming.set(PATHNAME_HEADER, '/profile');
    const silent = await startSilentUpstream();
    try {
      setTestEnv(silent.baseUrl);
      const controller = new AbortController();
      const call = failureOf(upstreamJson('user', undefined, { signal: controller.signal }));
      controller.abort(new Error('gone'));
      const failure = await call;
      expect(redirectedTo(failure)).toBeNull();
      expect((failure as Error).message).toBe('gone');
    } finally {
      await silent.close();
    }
  });

  it('answers other failures as before', async () => {
    incoming.set(PATHNAME_HEADER, '/profile');
    upstream.respond = () => json(500, { message: 'Server Error' });
    expect(await upstreamJson('user')).toEqual({ ok: false, status: 500, data: { message: 'Server Error' } });
  });
});
