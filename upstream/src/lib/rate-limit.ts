import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

export type RateRule = { key: string; limit: number; windowSeconds: number };

/**
 * Counts a hit in a fixed window, atomically (one upsert), and throws 429 with Retry-After once the
 * limit is passed. Kept in Postgres so every upstream instance sees the same counters.
 */
export async function hitRateLimit(db: Db, rule: RateRule, now: Date): Promise<void> {
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
  const row = rows[0];
  if (row && row.count > rule.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please try again later.', { retryAfterSeconds });
  }
}

export async function hitAll(db: Db, rules: RateRule[], now: Date): Promise<void> {
  for (const rule of rules) await hitRateLimit(db, rule, now);
}
