import { json, setTestEnv, startFakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import type { FakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import { GET } from './route';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  setTestEnv(upstream.baseUrl);
  upstream.respond = () => json(503, { message: 'down' });
});
afterAll(() => upstream.close());

describe('GET /healthz', () => {
  it('answers 200 {status: ok} without asking the upstream, even while it is down', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(upstream.requests).toHaveLength(0);
  });
});
