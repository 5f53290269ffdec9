import type PgBossType from 'pg-boss';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../app-env';
import { openDatabase } from '../db/client';
import { loadConfig } from '../env';
import { createOutboxMailer } from '../mail/mailer';
import { createRecordingPublisher } from '../realtime/publisher';
import { createOutboxSms } from '../sms/outbox-sms';
import { createLocalStorage } from '../storage/local-storage';
import { createTestApp } from '../test/create-test-app';
import { createThrowawayDatabase } from './throwaway-database';
import { startDemoShop } from '../monitoring/demo-shop/start-demo-shop';
import { QUICK_ROBOTS } from '../monitoring/pipeline/engine-test-kit';
import { enqueueRequests } from '../monitoring/pipeline/enqueue-requests';
import { makeMonitoringWorld, makePage } from '../monitoring/pipeline/monitoring-test-kit';
import { monitoringRequests } from '../db/schema';
import { MONITORING_TICK_CRON, MONITORING_TICK_QUEUE, MONITORING_WAKE_QUEUE } from './pg-boss-jobs';
import { startJobs } from './start-jobs';

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
type Deps = { deps: AppDeps; close: () => Promise<void> };
const statusOf = async (t: Deps, id: number) => (await t.deps.db.select().from(monitoringRequests).where(eq(monitoringRequests.id, id)))[0]?.status;

/**
 * PGlite: a test app. PostgreSQL: the real thing as an upstream has it — a database of its own
 * and DATABASE_URL in the settings, so startJobs takes the pg-boss path.
 */
async function engineDeps(env: Record<string, string>): Promise<Deps> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const t = await createTestApp(env);
    return { deps: t.deps, close: t.close };
  }
  const database = await createThrowawayDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: database.url });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jobs-monitoring-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dir, ...env });
  const deps: AppDeps = {
    db: handle.db,
    config,
    mailer: createOutboxMailer(config.mail.outboxDir),
    storage: createLocalStorage(config.uploadsDir),
    publisher: createRecordingPublisher(),
    sms: createOutboxSms(config.sms.outboxDir),
    now: () => new Date(),
  };
  return {
    deps,
    close: async () => {
      await handle.close();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('startJobs with the monitoring engine', () => {
  it('tests leave it off: createTestApp has MONITORING_ENABLED false and startJobs starts no engine', async () => {
    const t = await createTestApp();
    try {
      expect(t.deps.config.monitoring.enabled).toBe(false);
      const jobs = await startJobs(t.deps, { role: 'embedded', log: () => undefined });
      expect(jobs.monitoring).toBeNull();
      await jobs.stop();
    } finally {
      await t.close();
    }
  }, 30_000);

  // On PGlite the tick is an in-process timer; with DATABASE_URL it is pg-boss's minute cron and a
  // wake-up job from another process starts idle workers at once (they poll only every minute here).
  const where = process.env.DATABASE_URL ? 'PostgreSQL (pg-boss tick and wake queues)' : 'PGlite (interval tick)';
  it(`runs embedded on ${where}: the tick queues due pages, "scrape now" starts at once`, async () => {
    const shop = await startDemoShop({ port: 0, robots: QUICK_ROBOTS });
    const t = await engineDeps({
      MONITORING_ENABLED: 'true',
      MONITORING_ALLOW_HOSTS: `127.0.0.1:${shop.port}`,
      MONITORING_BROWSER: 'false',
      MONITORING_POLL_MS: '60000',
      MONITORING_CRAWL_DELAY_MS: '0',
    });
    const schema = `pgboss_monitoring_${Date.now()}`;
    const logs: string[] = [];
    const jobs = await startJobs(t.deps, { role: 'embedded', log: (m) => logs.push(m), pollingIntervalSeconds: 0.5, schema });
    let producer: PgBossType | null = null;
    try {
      expect(jobs.monitoring).not.toBeNull();
      const world = await makeMonitoringWorld(t);
      const page = await makePage(t, world, `${shop.url}/products/espresso-machine`);
      await jobs.monitoring?.tick();
      const [scheduled] = await t.deps.db.select().from(monitoringRequests);
      expect(scheduled).toMatchObject({ trigger: 'schedule', pageId: page.id });
      await until(async () => (await statusOf(t, scheduled.id)) === 'succeeded', 20_000);

      const started = Date.now();
      const [id] = await enqueueRequests(t.deps.db, { pageIds: [page.id], trigger: 'manual' });
      await until(async () => (await statusOf(t, id)) === 'unchanged', 20_000);
      expect(Date.now() - started).toBeLessThan(15_000);

      if (process.env.DATABASE_URL) {
        const { default: PgBoss } = (await import('pg-boss')) as unknown as { default: typeof PgBossType };
        producer = new PgBoss({ connectionString: t.deps.config.databaseUrl, schema, supervise: false, schedule: false, max: 1 });
        await producer.start();
        expect(await producer.getSchedules()).toEqual(
          expect.arrayContaining([expect.objectContaining({ name: MONITORING_TICK_QUEUE, cron: MONITORING_TICK_CRON })]),
        );
        // Another process queued a row (no local wake-up here) and sent the wake job.
        const [row] = await t.deps.db
          .insert(monitoringRequests)
          .values({ monitoringProductId: world.productId, pageId: page.id, trigger: 'manual' })
          .returning();
        await producer.send(MONITORING_WAKE_QUEUE, {});
        await until(async () => (await statusOf(t, row.id)) === 'unchanged', 15_000);
      }
      expect(logs.filter((l) => /failed/.test(l))).toEqual([]);
    } finally {
      await producer?.stop({ graceful: false });
      await jobs.stop();
      await t.close();
      await shop.close();
    }
  }, 60_000);
});
