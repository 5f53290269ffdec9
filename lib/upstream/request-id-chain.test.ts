/**
 * One id end to end: the BFF's forwarder in front of the real upstream app over HTTP. The BFF's
 * line, the upstream's line and the answer's X-Request-Id all carry the same id.
 */
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { serve } from '@hono/node-server';
import { GET } from '@/app/api/[...path]/route';
import { logSink, setLogLevel } from '@/lib/log';
import { createTestApp, type TestApp } from '@/upstream/src/test/create-test-app';
import { signUpUser } from '@/upstream/src/test/helpers';
import { setTestEnv } from './testing/fake-upstream';
import { testRequest } from './testing/session-cookie';

jest.setTimeout(30_000);

let t: TestApp;
let server: ServerType;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  setTestEnv(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});
afterEach(() => {
  setLogLevel(null);
});

it('the BFF and the upstream log the id the browser gets back', async () => {
  const { token, id: userId } = await signUpUser(t, 'ada@example.com');
  setLogLevel('info');
  // One log module serves both sides (in one process here); the line's `msg` says whose it is.
  const lines: string[] = [];
  jest.spyOn(logSink, 'write').mockImplementation((line) => void lines.push(line));

  const response = await GET(await testRequest('/api/user?q=private', { session: { authToken: token } }));
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id');
  expect(id).toBeTruthy();
  const bff = lines.filter((line) => (JSON.parse(line) as { msg: string }).msg === 'api');
  const upstream = lines.filter((line) => (JSON.parse(line) as { msg: string }).msg === 'request');
  expect(bff.map((line) => JSON.parse(line) as unknown)).toEqual([expect.objectContaining({ msg: 'api', request_id: id, path: '/api/user', status: 200 })]);
  expect(upstream.map((line) => JSON.parse(line) as unknown)).toEqual([
    expect.objectContaining({ msg: 'request', request_id: id, path: '/api/user', status: 200, user_id: userId }),
  ]);
  for (const line of [...bff, ...upstream]) {
    expect(line).not.toContain(token);
    expect(line).not.toContain('private');
  }
});
