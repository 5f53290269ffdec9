import { noteUpstreamOutcome, upstreamRecentlyFailed } from '@/lib/upstream/outage';
import { json, setTestEnv, unusedPort, withFakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import type { FakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import { GET } from './route';

let upstream: FakeUpstream;
withFakeUpstream((u) => {
  upstream = u;
});
afterEach(() => noteUpstreamOutcome(200));

describe('GET /readyz', () => {
  it("answers 200 when the upstream's /readyz does", async () => {
    upstream.respond = (r) => (r.url === '/readyz' ? json(200, { status: 'ok', database: 'ok' }) : json(404, {}));
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(upstream.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /readyz']);
  });

  it("answers 503 {status: unavailable} with Retry-After while the upstream's database is down", async () => {
    upstream.respond = () => json(503, { message: 'The service is unavailable. Please try again.' }, { 'retry-after': '5' });
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'unavailable' });
    // The proxy's outage state learns of it too, so pages answer 503 until the upstream is back.
    expect(upstreamRecentlyFailed()).toBe(true);
  });

  it('answers 503 when the upstream cannot be reached', async () => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });
});
