import { noteUpstreamOutcome, RECENT_FAILURE_MS, upstreamRecentlyFailed } from './outage';
import { upstreamFetch } from './upstream-fetch';
import { json, setTestEnv, startFakeUpstream, unusedPort } from './testing/fake-upstream';

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
