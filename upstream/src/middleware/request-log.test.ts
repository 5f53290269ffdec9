/** The upstream's request id and JSON log line, in-process (app.request), lines read off the sink. */
import { logSink, setLogLevel } from '@/lib/log';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { auth, signUpUser } from '../test/helpers';

jest.setTimeout(30_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let lines: string[];
beforeEach(async () => {
  t = await createTestApp();
  setLogLevel('info');
  lines = [];
  jest.spyOn(logSink, 'write').mockImplementation((line) => void lines.push(line));
});
afterEach(async () => {
  setLogLevel(null);
  await t.close();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request log', () => {
  it("answers with the BFF's id and logs it with the user, without the query or the token", async () => {
    const { token, id: userId } = await signUpUser(t, 'ada@example.com');
    lines.length = 0;
    const response = await t.app.request('/api/teams?search=secret%20plan&page=1', { headers: { ...auth(token), 'x-request-id': 'bff-id-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('bff-id-1');
    expect(logged()).toEqual([
      {
        level: 'info',
        msg: 'request',
        request_id: 'bff-id-1',
        method: 'GET',
        path: '/api/teams',
        status: 200,
        duration_ms: expect.any(Number),
        user_id: userId,
      },
    ]);
    for (const secret of [token, 'secret', 'search', '?']) expect(lines[0]).not.toContain(secret);
  });

  it('makes an id when none or an insane one came, and logs refusals without a user', async () => {
    for (const sent of [undefined, 'a'.repeat(65), 'with space', 'quote"x']) {
      const response = await t.app.request('/api/user', { headers: sent === undefined ? {} : { 'x-request-id': sent } });
      expect(response.status).toBe(401);
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    }
    expect(logged().map((line) => [line.status, line.user_id, line.request_id])).toEqual(
      Array.from({ length: 4 }, () => [401, undefined, expect.stringMatching(UUID)]),
    );
  });

  it('logs probes and unknown paths too', async () => {
    await t.app.request('/healthz', { headers: { 'x-request-id': 'probe-1' } });
    await t.app.request('/nowhere?x=1', { headers: { 'x-request-id': 'probe-2' } });
    expect(logged().map((line) => `${line.request_id} ${line.path} ${line.status}`)).toEqual(['probe-1 /healthz 200', 'probe-2 /nowhere 404']);
  });

  it('writes an unhandled error as one JSON error line with the request id (through console.error)', async () => {
    t.app.get('/boom', () => {
      throw new Error('kaboom');
    });
    const errors: unknown[][] = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    const response = await t.app.request('/boom?token=abc', { headers: { 'x-request-id': 'err-1' } });
    expect(response.status).toBe(500);
    expect(errors).toHaveLength(1);
    const line = JSON.parse(String(errors[0][0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', msg: 'unhandled error', request_id: 'err-1', method: 'GET', path: '/boom', error: 'kaboom' });
    expect(String(line.stack)).toContain('kaboom');
    expect(String(errors[0][0])).not.toContain('token=abc');
    expect(logged()).toEqual([expect.objectContaining({ request_id: 'err-1', status: 500 })]);
  });

  it('writes nothing at LOG_LEVEL=silent (what Jest sets)', async () => {
    setLogLevel(null);
    expect(process.env.LOG_LEVEL).toBe('silent');
    await t.app.request('/healthz');
    expect(lines).toEqual([]);
  });
});
