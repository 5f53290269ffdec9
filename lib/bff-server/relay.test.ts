/**
 * The BFF server's relay, over real HTTP on both sides, against the same cases as the Next route
 * handler (lib/upstream/testing/forward-cases.ts). A path the relay leaves to Next goes to the
 * catch-all route handler here, as Next would route it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { NextRequest } from 'next/server';
import { GET } from '@/app/api/[...path]/route';
import { forwardCases } from '@/lib/upstream/testing/forward-cases';
import { json, setTestEnv, startFakeUpstream, startSilentUpstream, trickleBody } from '@/lib/upstream/testing/fake-upstream';
import { sessionCookie } from '@/lib/upstream/testing/session-cookie';
import { relayApiCall } from './relay';
import { isRelayedPath } from './relayed-paths';

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => void relayApiCall(req, res, new URL(req.url ?? '/', `http://${req.headers.host}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function viaRelay(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  if (!isRelayedPath(pathname)) return GET(request);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return fetch(`http://127.0.0.1:${port}${pathname}${search}`, { method: request.method, headers: request.headers, body, redirect: 'manual' });
}

forwardCases(viaRelay);

describe('relay only', () => {
  it('returns a request id and never relays the cookie header', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/user`, { headers: { cookie: 'other=1' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('relay only: the bounds on an upstream call', () => {
  const signedIn = { authToken: 'user-token-123' };
  afterEach(() => {
    delete process.env.UPSTREAM_TIMEOUT_MS;
    delete process.env.UPSTREAM_CONNECT_TIMEOUT_MS;
  });

  /** A slow upload: five chunks 150 ms apart, well past a 300 ms bound in all. */
  async function slowUpload(): Promise<{ response: Response; elapsed: number }> {
    const headers = { cookie: await sessionCookie(signedIn), origin: 'http://localhost:3000', 'content-type': 'text/plain' };
    const started = performance.now();
    const body = trickleBody(['a', 'b', 'c', 'd', 'e'], 150);
    const response = await fetch(`http://127.0.0.1:${port}/api/teams`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
    return { response, elapsed: performance.now() - started };
  }

  it('does not cut an upload the browser is still sending', async () => {
    const fake = await startFakeUpstream();
    try {
      fake.respond = () => json(201, { data: { id: 1 } });
      process.env.UPSTREAM_TIMEOUT_MS = '300';
      setTestEnv(fake.baseUrl);
      const { response, elapsed } = await slowUpload();
      expect(response.status).toBe(201);
      expect(elapsed).toBeGreaterThan(600);
      expect(fake.requests[0].body.toString()).toBe('abcde');
    } finally {
      await fake.close();
    }
  });

  it('answers 504 within the bound after the body ended when the upstream hangs', async () => {
    const silent = await startSilentUpstream();
    try {
      process.env.UPSTREAM_TIMEOUT_MS = '300';
      setTestEnv(silent.baseUrl);
      const { response, elapsed } = await slowUpload();
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ message: 'The service did not answer in time. Please try again.' });
      // ~600 ms of body, then the 300 ms bound.
      expect(elapsed).toBeGreaterThan(850);
      expect(elapsed).toBeLessThan(2_500);
    } finally {
      await silent.close();
    }
  });

  it('bounds the connection on its own: a stopped process whose accept queue is full', async () => {
    // A child listening with a backlog of 1, then SIGSTOPped: once its queue is full,
    // the kernel drops every further SYN and a connect waits (what a blackholed host does too).
    const child = spawn(process.execPath, [
      '-e',
      "require('net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, function () { console.log(this.address().port) })",
    ]);
    const fillers: ReturnType<typeof connect>[] = [];
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const childPort = Number(line.toString().trim());
      child.kill('SIGSTOP');
      for (let i = 0; i < 6; i += 1) fillers.push(connect(childPort, '127.0.0.1').on('error', () => undefined));
      await new Promise((resolve) => setTimeout(resolve, 200));
      process.env.UPSTREAM_CONNECT_TIMEOUT_MS = '250';
      process.env.UPSTREAM_TIMEOUT_MS = '5000';
      setTestEnv(`http://127.0.0.1:${childPort}/api`);
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/user`, { headers: { cookie: await sessionCookie(signedIn) } });
      const elapsed = performance.now() - started;
      expect(response.status).toBe(504);
      expect(elapsed).toBeLessThan(2_000);
    } finally {
      for (const socket of fillers) socket.destroy();
      child.kill('SIGKILL');
    }
  });
});
