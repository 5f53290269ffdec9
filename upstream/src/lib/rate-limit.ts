import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

export type RateRule = { key: string; limit: number; windowSeconds: number };

/** Where a counter stands after a hit: how many hits its window has seen and when it starts over. */
export type RateCount = { count: number; resetAt: Date };

/**
 * Counts a hit in a fixed window, atomically (one upsert). Kept in Postgres so every upstream
 * instance sees the same counters.
 */
export async function countHit(db: Db, rule: RateRule, now: Date): Promise<RateCount> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const rows = await db
    .insert(rateLimits)
    .values({ key: rule.key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return rows[0] ?? { count: 1, resetAt };
}

export const secondsUntil = (resetAt: Date, now: Date): number => Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

/** Counts a hit and throws 429 with Retry-After once the limit is passed. */
export async function hitRateLimit(db: Db, rule: RateRule, now: Date, message = 'Too many attempts. Please try again later.'): Promise<RateCount> {
  const counted = await countHit(db, rule, now);
  if (counted.count > rule.limit) throw new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: secondsUntil(counted.resetAt, now) });
  return counted;
}

export async function hitAll(db: Db, rules: RateRule[], now: Date): Promise<void> {
  for (const rule of rules) await hitRateLimit(db, rule, now);
}
