import { createTestApp, type TestApp } from '../test/create-test-app';
import {
  activity,
  apiTokens,
  idempotencyKeys,
  impersonations,
  notificationEmails,
  notificationMails,
  phoneVerifications,
  rateLimits,
  users,
  verificationCodes,
} from '../db/schema';
import { cleanupExpiredRows, RETENTION } from './cleanup-expired-rows';

const NOW = new Date('2026-03-01T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const MINUTE = 60_000;
const DAY = 86_400_000;

describe('cleanupExpiredRows', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  }, 30_000);
  afterEach(async () => {
    await t.close();
  }, 30_000);

  async function seed() {
    const db = t.deps.db;
    const [admin, user] = await db
      .insert(users)
      .values([
        { email: 'admin@example.com', firstName: 'A', lastName: 'Admin' },
        { email: 'user@example.com', firstName: 'U', lastName: 'User' },
      ])
      .returning({ id: users.id });
    await db.insert(rateLimits).values([
      { key: 'ended-window', count: 5, resetAt: at(-MINUTE) },
      { key: 'ends-now', count: 1, resetAt: NOW },
      { key: 'open-window', count: 3, resetAt: at(MINUTE) },
    ]);
    const code = { email: 'user@example.com', purpose: 'login' as const, codeHash: 'h' };
    await db.insert(verificationCodes).values([
      { ...code, codeHash: 'expired', expiresAt: at(-MINUTE) },
      { ...code, codeHash: 'consumed', expiresAt: at(10 * MINUTE), consumedAt: at(-MINUTE) },
      { ...code, codeHash: 'open', expiresAt: at(10 * MINUTE) },
    ]);
    await db.insert(phoneVerifications).values([
      { userId: admin.id, phone: '+15550001', codeHash: 'expired', expiresAt: at(-MINUTE) },
      { userId: user.id, phone: '+15550002', codeHash: 'open', expiresAt: at(10 * MINUTE) },
    ]);
    const old = at(-(RETENTION.tokenDays + 1) * DAY);
    const recent = at(-(RETENTION.tokenDays - 1) * DAY);
    const token = (name: string, extra: Partial<typeof apiTokens.$inferInsert>) => ({
      userId: user.id,
      name,
      tokenHash: name,
      kind: 'session' as const,
      ...extra,
    });
    const tokens = await db
      .insert(apiTokens)
      .values([
        token('expired-long-ago', { expiresAt: old }),
        token('revoked-long-ago', { revokedAt: old }),
        token('expired-recently', { expiresAt: recent }),
        token('revoked-recently', { revokedAt: recent }),
        token('live', { expiresAt: at(DAY) }),
        token('never-expires', {}),
      ])
      .returning({ id: apiTokens.id, name: apiTokens.name });
    const live = tokens.find((r) => r.name === 'live');
    const longAgo = at(-(RETENTION.impersonationDays + 1) * DAY);
    await db.insert(impersonations).values([
      { impersonatorId: admin.id, impersonatedId: user.id, startedAt: longAgo, endedAt: longAgo },
      { impersonatorId: admin.id, impersonatedId: user.id, startedAt: longAgo, endedAt: at(-DAY) },
      { impersonatorId: admin.id, impersonatedId: user.id, tokenId: live?.id, startedAt: longAgo },
    ]);
    const answer = { actor: 'a', fingerprint: 'f', status: 201, headers: {}, body: '{}' };
    await db.insert(idempotencyKeys).values([
      { ...answer, key: 'day-old', createdAt: at(-DAY - MINUTE) },
      { ...answer, key: 'fresh', createdAt: at(-MINUTE) },
    ]);
    const entry = { action: 'update', route: 'PUT tasks/{taskId}', status: 200 };
    await db.insert(activity).values([
      { ...entry, subjectLabel: 'past retention', at: at(-(RETENTION.activityDays + 1) * DAY) },
      { ...entry, subjectLabel: 'within retention', at: at(-(RETENTION.activityDays - 1) * DAY) },
    ]);
    // A mail sent past retention goes with the row it listed; a recent mail's row and a waiting row stay.
    const mails = await db
      .insert(notificationMails)
      .values([
        { userId: user.id, key: 'old', subject: 'Old', notificationCount: 1, createdAt: at(-(RETENTION.notificationMailDays + 1) * DAY) },
        { userId: user.id, key: 'recent', subject: 'Recent', notificationCount: 1, createdAt: at(-DAY) },
      ])
      .returning({ id: notificationMails.id, key: notificationMails.key });
    const email = (mailId: number | null, createdAt: Date) => ({
      userId: user.id,
      notificationId: '00000000-0000-4000-8000-000000000000',
      type: 'TaskAssigned',
      kind: 'assigned',
      data: { title: 't', message: 'm' },
      dueAt: createdAt,
      mailId,
      createdAt,
    });
    await db
      .insert(notificationEmails)
      .values([
        email(mails[0].id, at(-(RETENTION.notificationMailDays + 2) * DAY)),
        email(mails[1].id, at(-2 * DAY)),
        email(null, at(-(RETENTION.notificationMailDays + 5) * DAY)),
      ]);
  }

  it('deletes exactly the expired rows and keeps everything still in use or within retention', async () => {
    await seed();
    const counts = await cleanupExpiredRows(t.deps.db, NOW);
    expect(counts).toEqual({
      rateLimits: 2,
      verificationCodes: 2,
      phoneVerifications: 1,
      apiTokens: 2,
      impersonations: 1,
      idempotencyKeys: 1,
      activity: 1,
      notificationMails: 1,
    });

    const db = t.deps.db;
    expect((await db.select().from(idempotencyKeys)).map((r) => r.key)).toEqual(['fresh']);
    expect((await db.select().from(activity)).map((r) => r.subjectLabel)).toEqual(['within retention']);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['open-window']);
    expect((await db.select().from(verificationCodes)).map((r) => r.codeHash)).toEqual(['open']);
    expect((await db.select().from(phoneVerifications)).map((r) => r.codeHash)).toEqual(['open']);
    expect((await db.select().from(apiTokens)).map((r) => r.name).sort()).toEqual(['expired-recently', 'live', 'never-expires', 'revoked-recently']);
    const kept = await db.select().from(impersonations);
    expect(kept.map((r) => (r.endedAt === null ? 'live' : 'ended recently')).sort()).toEqual(['ended recently', 'live']);
    expect(kept.find((r) => r.endedAt === null)?.tokenId).not.toBeNull();
    expect((await db.select().from(notificationMails)).map((r) => r.key)).toEqual(['recent']);
    expect((await db.select().from(notificationEmails)).map((r) => (r.mailId === null ? 'waiting' : 'recent')).sort()).toEqual(['recent', 'waiting']);
  });

  it('is idempotent: a second run finds nothing to delete', async () => {
    await seed();
    await cleanupExpiredRows(t.deps.db, NOW);
    expect(await cleanupExpiredRows(t.deps.db, NOW)).toEqual({
      rateLimits: 0,
      verificationCodes: 0,
      phoneVerifications: 0,
      apiTokens: 0,
      impersonations: 0,
      idempotencyKeys: 0,
      activity: 0,
      notificationMails: 0,
    });
  });
});
