import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { ShortCode, ShortCodeType } from '@/lib/contract/short-codes';
import type { AppDeps } from '../../app-env';
import { shortCodes } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { generateShortCode } from './generate-short-code';
import { presentShortCode } from './present-short-code';
import { requireSharedRecord, requireShareAbility } from './require-shared-record';

export const SHORT_CODE_LIFETIME_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A collision among 62^10 codes is already unlikely; five in a row means something else is wrong. */
const ATTEMPTS = 5;

/**
 * `POST short-code`: a link to a record the caller can read (404 otherwise). Sharing the same
 * record again returns the caller's live code (`created: false`) rather than piling up new ones;
 * another user gets a code of their own, so revoking or expiring one never breaks another's link.
 */
export async function createShortCode(
  deps: AppDeps,
  caller: { userId: number; abilities: string[] },
  target: { type: ShortCodeType; id: number },
  generate: () => string = generateShortCode,
): Promise<{ shortCode: ShortCode; created: boolean }> {
  const { db } = deps;
  const { userId } = caller;
  requireShareAbility(caller.abilities, target.type);
  await requireSharedRecord(db, userId, target.type, target.id);
  const now = deps.now();
  const [existing] = await db
    .select({ code: shortCodes.code, expiresAt: shortCodes.expiresAt })
    .from(shortCodes)
    .where(
      and(
        eq(shortCodes.createdBy, userId),
        eq(shortCodes.targetType, target.type),
        eq(shortCodes.targetId, target.id),
        or(isNull(shortCodes.expiresAt), gt(shortCodes.expiresAt, now)),
      ),
    )
    .orderBy(desc(shortCodes.id))
    .limit(1);
  if (existing) return { shortCode: presentShortCode(existing), created: false };

  const expiresAt = new Date(now.getTime() + SHORT_CODE_LIFETIME_DAYS * DAY_MS);
  for (let attempt = 1; ; attempt++) {
    try {
      // In a savepoint: a taken code must not abort the request's transaction (decision 0022).
      const [row] = await db.transaction((tx) =>
        tx
          .insert(shortCodes)
          .values({ code: generate(), targetType: target.type, targetId: target.id, createdBy: userId, expiresAt, createdAt: now })
          .returning({ code: shortCodes.code, expiresAt: shortCodes.expiresAt }),
      );
      return { shortCode: presentShortCode(row), created: true };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
