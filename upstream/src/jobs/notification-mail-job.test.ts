import type PgBossType from 'pg-boss';
import { outboxEvents } from '../db/schema';
import { notifyUser } from '../services/notifications/notify-user';
import { NOTIFICATION_MAIL_KIND } from '../services/notification-mail/notification-mail-kind';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { signUpUser } from '../test/helpers';
import { NOTIFICATION_MAIL_CRON, NOTIFICATION_MAIL_QUEUE } from './notification-mail-job';
import { startJobs } from './start-jobs';

let t: TestApp;
const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
beforeEach(async () => {
  t = await createTestApp({ NOTIFICATION_MAIL_BATCH_SECONDS: '0' });
});
afterEach(async () => {
  await t.close();
});

const queuedMails = async () => (await t.deps.db.select().from(outboxEvents)).filter((row) => row.kind === NOTIFICATION_MAIL_KIND);
const notify = async (userId: number) =>
  notifyUser(t.deps, userId, 'TaskAssigned', { title: 'Task assigned', message: 'Ann assigned you "Launch"', record: 'task:1' });

describe('the notification mail job', () => {
  it('runs in the upstream on PGlite (an in-process timer, once at start) and queues the due mail', async () => {
    const u = await signUpUser(t, 'ben@example.com');
    await notify(u.id);
    const logs: string[] = [];
    // Without DATABASE_URL in the config: the embedded runner, as on a single machine.
    const jobs = await startJobs({ ...t.deps, config: { ...t.deps.config, databaseUrl: undefined } }, { role: 'embedded', log: (m) => logs.push(m) });
    try {
      expect(jobs.runner).toBe('interval');
      await waitFor(() => logs.some((m) => m.startsWith('notification mail:')), 10_000);
    } finally {
      await jobs.stop();
    }
    expect(logs).toContain('notification mail: 1 mail(s) queued for 1 notification(s)');
    expect((await queuedMails()).map((row) => row.payload.to)).toEqual(['ben@example.com']);
  }, 30_000);

  const withPostgres = process.env.DATABASE_URL ? it : it.skip;
  withPostgres(
    'is a pg-boss queue on a minute cron with PostgreSQL, and a job sent by any process composes the due mail once',
    async () => {
      const u = await signUpUser(t, 'ben@example.com');
      await notify(u.id);
      const deps = { ...t.deps, config: { ...t.deps.config, databaseUrl: t.databaseUrl } };
      const jobs = await startJobs(deps, { role: 'embedded', schema: 'pgboss_mail_test', pollingIntervalSeconds: 0.5, log: () => undefined });
      const { default: PgBoss } = (await import('pg-boss')) as unknown as { default: typeof PgBossType };
      const producer = new PgBoss({ connectionString: t.databaseUrl as string, schema: 'pgboss_mail_test', supervise: false, schedule: false, max: 1 });
      await producer.start();
      try {
        expect(jobs.runner).toBe('pg-boss');
        expect(await producer.getSchedules()).toEqual(
          expect.arrayContaining([expect.objectContaining({ name: NOTIFICATION_MAIL_QUEUE, cron: NOTIFICATION_MAIL_CRON })]),
        );
        // Two runs, as two workers taking the minute's job and a retry would: one mail.
        await producer.send(NOTIFICATION_MAIL_QUEUE, {});
        await producer.send(NOTIFICATION_MAIL_QUEUE, {});
        await waitFor(async () => (await queuedMails()).length > 0, 20_000);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(await queuedMails()).toHaveLength(1);
      } finally {
        await producer.stop({ graceful: false });
        await jobs.stop();
      }
    },
    60_000,
  );
});
