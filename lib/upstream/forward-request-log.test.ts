/** Request ids and the forwarder's log line, against a fake upstream that records the header. */
import { GET, POST } from '@/app/api/[...path]/route';
import { logSink, setLogLevel } from '@/lib/log';
import { resetEnvForTests } from '@/lib/env';
import { json, setTestEnv, unusedPort, withFakeUpstream } from './testing/fake-upstream';
import type { FakeUpstream } from './testing/fake-upstream';
import { testRequest } from './testing/session-cookie';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const signedIn = { authToken: 'user-token-123', impersonatorAuthToken: 'admin-token-456' };

let upstream: FakeUpstream;
let lines: string[];

withFakeUpstream(
  (u) => {
    upstream = u;
  },
  () => json(200, { data: [] }),
);
beforeEach(() => {
  setLogLevel('info');
  lines = [];
  jest.spyOn(logSink, 'write').mockImplementation((line) => void lines.push(line));
});
afterEach(() => {
  setLogLevel(null);
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvForTests();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids through the forwarder', () => {
  it('sends the upstream the id it logs and returns it to the browser', async () => {
    const response = await GET(await testRequest('/api/teams?search=secret%20plan&page=2', { session: signedIn }));
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(upstream.requests[0].headers['x-request-id']).toBe(id);
    expect(logged()).toEqual([{ level: 'info', msg: 'api', request_id: id, method: 'GET', path: '/api/teams', status: 200, duration_ms: expect.any(Number) }]);
  });

  it('writes no token, cookie, body or query string', async () => {
    upstream.respond = () => json(201, { data: { id: 1, name: 'Body secret' } });
    await POST(
      await testRequest('/api/teams?search=hunter2', {
        method: 'POST',
        session: signedIn,
        headers: { 'content-type': 'application/json' },
        body: '{"name":"Body secret"}',
      }),
    );
    expect(lines).toHaveLength(1);
    for (const secret of ['user-token-123', 'admin-token-456', 'collab_session', 'hunter2', 'search', 'Body secret', '?']) {
      expect(lines[0]).not.toContain(secret);
    }
  });

  it('ignores a client-supplied id without a trusted proxy', async () => {
    const response = await GET(await testRequest('/api/user', { session: signedIn, headers: { 'x-request-id': 'chosen-by-client' } }));
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(upstream.requests[0].headers['x-request-id']).toBe(id);
    expect(logged()[0].request_id).toBe(id);
  });

  it("keeps a trusted proxy's sane id", async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    const response = await GET(await testRequest('/api/user', { session: signedIn, headers: { 'x-request-id': 'lb-1.2_3-abc' } }));
    expect(response.headers.get('x-request-id')).toBe('lb-1.2_3-abc');
    expect(upstream.requests[0].headers['x-request-id']).toBe('lb-1.2_3-abc');
    expect(logged()[0].request_id).toBe('lb-1.2_3-abc');
  });

  it.each(['a'.repeat(65), 'has space', 'quote"', 'new\\nline', 'ünicode', '{"level":"error"}'])(
    'replaces an insane id from a trusted proxy: %s',
    async (insane) => {
      process.env.TRUSTED_PROXY_HOPS = '1';
      resetEnvForTests();
      const response = await GET(await testRequest('/api/user', { session: signedIn, headers: { 'x-request-id': insane } }));
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(upstream.requests[0].headers['x-request-id']).toBe(id);
    },
  );

  it('gives refused calls an id and a line too (no upstream call)', async () => {
    const response = await GET(await testRequest('/api/user'));
    expect(response.status).toBe(401);
    expect(upstream.requests).toHaveLength(0);
    expect(logged()).toEqual([expect.objectContaining({ msg: 'api', status: 401, request_id: response.headers.get('x-request-id') })]);
  });

  it('logs an outage as a warning with its cause', async () => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    const response = await GET(await testRequest('/api/user', { session: signedIn }));
    expect(response.status).toBe(502);
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'api',
        status: 502,
        request_id: response.headers.get('x-request-id'),
        error: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);
  });
});
