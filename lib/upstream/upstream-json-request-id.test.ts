/**
 * Server-component reads carry the page request's id to the upstream (when a trusted proxy gave
 * it one), or a fresh id per call. next/headers and the session are stubbed: no request scope here.
 */
import { resetEnvForTests } from '@/lib/env';
import { json, withFakeUpstream } from './testing/fake-upstream';
import type { FakeUpstream } from './testing/fake-upstream';
import { upstreamJson } from './upstream-json';

const incoming = new Headers();
jest.mock('next/headers', () => ({ headers: async () => incoming }));
jest.mock('@/lib/session/server-session', () => ({ readCurrentSession: async () => ({ authToken: 'tok' }) }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let upstream: FakeUpstream;
withFakeUpstream(
  (u) => {
    upstream = u;
  },
  () => json(200, { data: null }),
);
beforeEach(() => {
  incoming.set('x-request-id', 'page-req-7');
});
afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvForTests();
});

const sentIds = () => upstream.requests.map((r) => r.headers['x-request-id']);

describe('upstreamJson request ids', () => {
  it("sends the page request's id from a trusted proxy with every read", async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    await upstreamJson('user');
    await upstreamJson('teams');
    expect(sentIds()).toEqual(['page-req-7', 'page-req-7']);
    expect(upstream.requests[0].headers.authorization).toBe('Bearer tok');
  });

  it("ignores the page request's id without a trusted proxy: a fresh one per call", async () => {
    await upstreamJson('user');
    await upstreamJson('teams');
    const [first, second] = sentIds();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('sends the id a route handler passes with its own credentials', async () => {
    await upstreamJson('user', undefined, { auth: { token: 't' }, requestId: 'handler-1' });
    await upstreamJson('user', undefined, { auth: { token: 't' }, requestId: 'bad id!' });
    const [kept, replaced] = sentIds();
    expect(kept).toBe('handler-1');
    expect(replaced).toMatch(UUID);
  });
});
