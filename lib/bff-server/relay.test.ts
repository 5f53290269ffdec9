/**
 * The BFF server's relay, over real HTTP on both sides, against the same cases as the Next route
 * handler (lib/upstream/testing/forward-cases.ts). A path the relay leaves to Next goes to the
 * catch-all route handler here, as Next would route it.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextRequest } from 'next/server';
import { GET } from '@/app/api/[...path]/route';
import { forwardCases } from '@/lib/upstream/testing/forward-cases';
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
