import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChannelRegistry } from './channel-registry';
import { createHttpApi } from './http-api';
import { TEST_APP, startTestServer } from './realtime-test-kit';

describe('realtime server: /healthz and /readyz', () => {
  it('answers both with 200 while listening', async () => {
    const server = await startTestServer();
    try {
      for (const path of ['/healthz', '/readyz']) {
        const res = await fetch(`http://127.0.0.1:${server.port}${path}`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ status: 'ok' });
      }
    } finally {
      await server.close();
    }
  });

  it('answers /readyz with 503 once draining, while /healthz stays 200', async () => {
    const http = createServer(createHttpApi({ ...TEST_APP, registry: new ChannelRegistry(), isReady: () => false }));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'shutting down' });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});
