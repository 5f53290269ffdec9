import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { resetDatabaseUnavailableLog } from '../../lib/db-unavailable';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { markDraining } from './index';

jest.setTimeout(30_000);

let t: TestApp;
beforeEach(async () => {
  resetDatabaseUnavailableLog();
  t = await createTestApp();
});
afterEach(() => t.close());

describe('health probes', () => {
  it('/healthz and /readyz answer 200 while the database answers', async () => {
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('/readyz is a 503 with Retry-After when the database is gone; /healthz stays 200', async () => {
    const own = await openDatabase({ template: process.env.PGLITE_TEMPLATE });
    const app = createApp({ ...t.deps, db: own.db });
    await own.close();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBeTruthy();
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('/readyz is a 503 once the process drains (SIGTERM), /healthz stays 200', async () => {
    markDraining();
    try {
      const ready = await t.app.request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      expect((await t.app.request('/healthz')).status).toBe(200);
    } finally {
      markDraining(false);
    }
  });

  it('are not part of the API contract (not under /api)', async () => {
    expect((await t.app.request('/api/readyz')).status).toBe(404);
  });
});
