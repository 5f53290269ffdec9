import { noteUpstreamOutcome, RECENT_FAILURE_MS, upstreamRecentlyFailed } from './outage';
import { UpstreamUnavailableError, upstreamFetch } from './upstream-fetch';
import { upstreamJson } from './upstream-json';
import { isServiceUnavailable } from '@/lib/api/service-unavailable';
import { json, setTestEnv, startFakeUpstream, startSilentUpstream, unusedPort } from './testing/fake-upstream';

afterEach(() => noteUpstreamOutcome(200));

describe('upstream outage state', () => {
  it('is set by an unanswered call or a 502/503/504, cleared by any answer below 500', () => {
    noteUpstreamOutcome(null, 1_000);
    expect(upstreamRecentlyFailed(1_500)).toBe(true);
    noteUpstreamOutcome(404);
    expect(upstreamRecentlyFailed()).toBe(false);
    noteUpstreamOutcome(503);
    expect(upstreamRecentlyFailed()).toBe(true);
    noteUpstreamOutcome(500);
    expect(upstreamRecentlyFailed()).toBe(true);
  });

  it('forgets a failure after RECENT_FAILURE_MS', () => {
    noteUpstreamOutcome(null, 1_000);
    expect(upstreamRecentlyFailed(1_000 + RECENT_FAILURE_MS)).toBe(false);
  });

  it('is noted by the one upstream client: refused connection, then an answer', async () => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    await expect(upstreamFetch('user')).rejects.toThrow('Upstream unreachable');
    expect(upstreamRecentlyFailed()).toBe(true);
    const fake = await startFakeUpstream();
    try {
      setTestEnv(fake.baseUrl);
      fake.respond = () => json(200, { data: null });
      await upstreamFetch('user');
      expect(upstreamRecentlyFailed()).toBe(false);
    } finally {
      await fake.close();
    }
  });
});

describe('a hung upstream', () => {
  let silent: Awaited<ReturnType<typeof startSilentUpstream>>;
  beforeAll(async () => {
    silent = await startSilentUpstream();
  });
  afterAll(() => silent.close());
  beforeEach(() => {
    process.env.UPSTREAM_TIMEOUT_MS = '300';
    setTestEnv(silent.baseUrl);
  });
  afterEach(() => {
    delete process.env.UPSTREAM_TIMEOUT_MS;
  });

  it('fails an upstreamFetch within UPSTREAM_TIMEOUT_MS, as a timeout, and notes the outage', async () => {
    const started = performance.now();
    const error = await upstreamFetch('user').catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).timedOut).toBe(true);
    expect(upstreamRecentlyFailed()).toBe(true);
  });

  it('turns into "unavailable" for a server component (upstreamJson), within the bound', async () => {
    const started = performance.now();
    const error = await upstreamJson('user', undefined, { auth: { token: 'tok' } }).catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(isServiceUnavailable(error as Error)).toBe(true);
  });

  it("still ends with the caller's own abort reason when the caller aborts first", async () => {
    const reason = new Error('the browser left');
    const error = await upstreamFetch('user', { signal: AbortSignal.abort(reason) }).catch((caught: unknown) => caught);
    expect(error).toBe(reason);
  });
});
