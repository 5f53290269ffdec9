import type PgBossType from 'pg-boss';
import { eq } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '../db/client';
import { rateLimits } from '../db/schema';
import { loadConfig } from '../env';
import { createLocalStorage } from '../storage/local-storage';
import { createTestApp } from '../test/create-test-app';
import { waitFor } from '../realtime/realtime-test-kit';
import { CLEANUP_CRON, CLEANUP_QUEUE } from './cleanup-job';
import { startJobs, WORKER_NEEDS_DATABASE_URL } from './start-jobs';
import { createThrowawayDatabase } from './throwaway-database';

const past = () => new Date(Date.now() - 60_000);
const future = () => new Date(Date.now() + 15 * 60_000);

describe('startJobs without DATABASE_URL (PGlite, one process)', () => {
  it('runs the cleanup on an in-process timer, once at start, and stops cleanly', async () => {
    const t = await createTestApp();
    try {
      await t.deps.db.insert(rateLimits).values([
        { key: 'ended', count: 1, resetAt: past() },
        { key: 'open', count: 1, resetAt: future() },
      ]);
      const logs: string[] = [];
      const jobs = await startJobs(t.deps, { role: 'embedded', log: (m) => logs.push(m) });
      expect(jobs.runner).toBe('interval');
      await waitFor(() => logs.length > 0, 10_000);
      await jobs.stop();
      expect(logs).toEqual(['cleanup deleted 1 rateLimits']);
      expect((await t.deps.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['open']);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('refuses to start a worker, saying DATABASE_URL is needed', async () => {
    const t = await createTestApp();
    try {
      await expect(startJobs(t.deps, { role: 'worker' })).rejects.toThrow(WORKER_NEEDS_DATABASE_URL);
    } finally {
      await t.close();
    }
  }, 30_000);
});

// pg-boss needs a PostgreSQL server: CI (and this machine) set DATABASE_URL for the upstream tests.
const withPostgres = process.env.DATABASE_URL ? it : it.skip;

describe('startJobs with DATABASE_URL (pg-boss)', () => {
  withPostgres(
    'schedules the cleanup, and a job sent by another process runs on the worker',
    async () => {
      const database = await createThrowawayDatabase(process.env.DATABASE_URL as string);
      let handle: DbHandle | null = null;
      let producer: PgBossType | null = null;
      const stops: (() => Promise<void>)[] = [];
      try {
        handle = await openDatabase({ databaseUrl: database.url });
        const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: '/tmp/unused' });
        const deps = { db: handle.db, config, now: () => new Date(), storage: createLocalStorage(config.uploadsDir) };
        const logs: string[] = [];
        const jobs = await startJobs(deps, { role: 'worker', pollingIntervalSeconds: 0.5, log: (m) => logs.push(m) });
        stops.push(() => jobs.stop());
        expect(jobs.runner).toBe('pg-boss');

        // Another process (an upstream with JOBS_EMBEDDED=false, say) only sends.
        const { default: PgBoss } = (await import('pg-boss')) as unknown as { default: typeof PgBossType };
        producer = new PgBoss({ connectionString: database.url, supervise: false, schedule: false, max: 1 });
        const boss = producer;
        await boss.start();
        stops.push(() => boss.stop({ graceful: false }));
        expect(await boss.getSchedules()).toEqual([expect.objectContaining({ name: CLEANUP_QUEUE, cron: CLEANUP_CRON })]);

        await handle.db.insert(rateLimits).values([
          { key: 'ended', count: 1, resetAt: past() },
          { key: 'open', count: 1, resetAt: future() },
        ]);
        const id = await boss.send(CLEANUP_QUEUE, {});
        expect(id).toEqual(expect.any(String));
        // The worker polls every 0.5 s; ask pg-boss for the job's state until it has run.
        let job = await boss.getJobById(CLEANUP_QUEUE, id as string);
        for (let i = 0; i < 120 && job?.state !== 'completed' && job?.state !== 'failed'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          job = await boss.getJobById(CLEANUP_QUEUE, id as string);
        }
        expect(job?.state).toBe('completed');
        expect(job?.output).toMatchObject({ rateLimits: expect.any(Number), apiTokens: 0 });
        expect(await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'ended'))).toEqual([]);
        expect((await handle.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['open']);
      } finally {
        for (const stop of stops.reverse()) await stop();
        await handle?.close();
        await database.drop();
      }
    },
    60_000,
  );
});
