import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { phoneVerifications, users } from '../../db/schema';
import { safeEqualHex, sha256 } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';
import { hitAll } from '../../lib/rate-limit';
import { PHONE_MAX_WRONG_ATTEMPTS, phoneCodeSubject, phoneVerifyRules } from './phone-code-policy';

const INVALID = 'The code is invalid or has expired.';

/**
 * Checks the texted code: single use, expiring, burnt after PHONE_MAX_WRONG_ATTEMPTS wrong tries.
 * On success the number becomes the user's verified phone.
 */
export async function verifyPhoneCode(deps: AppDeps, input: { userId: number; code: string; ip: string }): Promise<UserRow> {
  const now = deps.now();
  await hitAll(deps.db, phoneVerifyRules(input.userId, input.ip), now);
  const [open] = await deps.db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, input.userId), gt(phoneVerifications.expiresAt, now)))
    .limit(1);
  if (!open) throw fieldError('code', INVALID);

  if (!safeEqualHex(open.codeHash, sha256(phoneCodeSubject(input.userId, open.phone, input.code)))) {
    // Counted in SQL so concurrent wrong guesses cannot overwrite each other's count.
    const [counted] = await deps.db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(and(eq(phoneVerifications.userId, input.userId), eq(phoneVerifications.codeHash, open.codeHash)))
      .returning({ attempts: phoneVerifications.attempts });
    if (counted && counted.attempts >= PHONE_MAX_WRONG_ATTEMPTS) {
      await deps.db.delete(phoneVerifications).where(and(eq(phoneVerifications.userId, input.userId), eq(phoneVerifications.codeHash, open.codeHash)));
      throw fieldError('code', 'Too many wrong attempts. Request a new code.');
    }
    throw fieldError('code', INVALID);
  }

  // Delete guarded on the hash so two concurrent verifications (or a newer code) cannot both count.
  const consumed = await deps.db
    .delete(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, input.userId), eq(phoneVerifications.codeHash, open.codeHash)))
    .returning({ phone: phoneVerifications.phone });
  if (consumed.length === 0) throw fieldError('code', INVALID);

  const [user] = await deps.db
    .update(users)
    .set({ phone: consumed[0].phone, phoneVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, input.userId))
    .returning();
  return user;
}
