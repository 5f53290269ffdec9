import { and, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activity, apiTokens, impersonations, notificationMails, phoneVerifications, rateLimits, verificationCodes } from '../db/schema';
import { deleteExpiredAnswers } from '../services/idempotency/stored-answers';

/** How long rows that still tell a story are kept after they stop mattering. */
export const RETENTION = {
  /** Expired or revoked tokens stay visible to an investigation for a month. */
  tokenDays: 30,
  /** Ended impersonations are the super-administrators' audit trail: kept longer. */
  impersonationDays: 90,
  /** The activity log (timelines, feeds, audit log; decision 0026): a year, then it goes. */
  activityDays: 365,
  /** Sent notification mail (decision 0032), with the notifications it listed: a month. */
  notificationMailDays: 30,
} as const;

export type CleanupCounts = {
  rateLimits: number;
  verificationCodes: number;
  phoneVerifications: number;
  apiTokens: number;
  impersonations: number;
  idempotencyKeys: number;
  activity: number;
  /** Notification mails sent more than RETENTION.notificationMailDays ago (their listed rows go with them). */
  notificationMails: number;
  /** Trash entries purged (by the cleanup job, which has storage; decision 0027). */
  trash?: number;
};

const DAY_MS = 86_400_000;

/**
 * Deletes the rows that pile up and are never read again (decision 0003 left this to the job
 * queue). Each delete only takes rows every reader already ignores, so running it at any moment,
 * twice, or on two workers at once changes no answer:
 * - rate-limit windows that have ended (the upsert would restart them from 1 anyway);
 * - e-mail codes that expired or were consumed (verify only reads open, unexpired ones);
 * - phone codes that expired (verify only reads unexpired ones);
 * - tokens expired or revoked more than RETENTION.tokenDays ago (auth refuses them already);
 * - impersonations ended more than RETENTION.impersonationDays ago;
 * - idempotency keys past their 24 h (a repeat after that runs as a new request anyway);
 * - activity older than RETENTION.activityDays (through its `at` index);
 * - notification mails composed more than RETENTION.notificationMailDays ago, and by cascade the
 *   rows they listed (never a row still waiting: it has no mail).
 */
export async function cleanupExpiredRows(db: Db, now: Date): Promise<CleanupCounts> {
  const tokenCutoff = new Date(now.getTime() - RETENTION.tokenDays * DAY_MS);
  const impersonationCutoff = new Date(now.getTime() - RETENTION.impersonationDays * DAY_MS);

  const deletedRateLimits = await db.delete(rateLimits).where(lte(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
  const deletedCodes = await db
    .delete(verificationCodes)
    .where(or(lte(verificationCodes.expiresAt, now), isNotNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  const deletedPhoneCodes = await db.delete(phoneVerifications).where(lte(phoneVerifications.expiresAt, now)).returning({ userId: phoneVerifications.userId });
  // Ended impersonations first: they point at the tokens deleted next (the link would go null).
  const deletedImpersonations = await db
    .delete(impersonations)
    .where(and(isNotNull(impersonations.endedAt), lt(impersonations.endedAt, impersonationCutoff)))
    .returning({ id: impersonations.id });
  const deletedTokens = await db
    .delete(apiTokens)
    .where(or(lt(apiTokens.expiresAt, tokenCutoff), lt(apiTokens.revokedAt, tokenCutoff)))
    .returning({ id: apiTokens.id });

  return {
    rateLimits: deletedRateLimits.length,
    verificationCodes: deletedCodes.length,
    phoneVerifications: deletedPhoneCodes.length,
    apiTokens: deletedTokens.length,
    impersonations: deletedImpersonations.length,
    idempotencyKeys: await deleteExpiredAnswers(db, now),
    activity: (
      await db
        .delete(activity)
        .where(lt(activity.at, new Date(now.getTime() - RETENTION.activityDays * DAY_MS)))
        .returning({ id: activity.id })
    ).length,
    notificationMails: (
      await db
        .delete(notificationMails)
        .where(lt(notificationMails.createdAt, new Date(now.getTime() - RETENTION.notificationMailDays * DAY_MS)))
        .returning({ id: notificationMails.id })
    ).length,
  };
}
