import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { serverBounds } from './server-bounds';

describe('serverBounds', () => {
  it('defaults to 300 s for a whole request, checked every 5 s', () => {
    expect(serverBounds({})).toEqual({ requestTimeout: 300_000, connectionsCheckingInterval: 5_000 });
  });

  it('reads UPSTREAM_REQUEST_TIMEOUT_MS and refuses nonsense', () => {
    expect(serverBounds({ UPSTREAM_REQUEST_TIMEOUT_MS: '2000' })).toEqual({ requestTimeout: 2_000, connectionsCheckingInterval: 500 });
    expect(() => serverBounds({ UPSTREAM_REQUEST_TIMEOUT_MS: 'never' })).toThrow('UPSTREAM_REQUEST_TIMEOUT_MS');
  });

  it('answers 408 to a client that sends its headers and then stalls its multipart body', async () => {
    const app = new Hono().post('/upload', async (c) => c.json(await c.req.parseBody()));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: serverBounds({ UPSTREAM_REQUEST_TIMEOUT_MS: '1000' }) }) as Server;
    await new Promise((resolve) => server.once('listening', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    try {
      const started = Date.now();
      socket.write(
        'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000\r\n\r\n--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nstart of a value',
      );
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      await new Promise((resolve) => socket.once('close', resolve));
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
