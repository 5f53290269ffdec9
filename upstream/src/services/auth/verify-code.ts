import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { users, verificationCodes } from '../../db/schema';
import { sha256, safeEqualHex } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';
import { hitAll } from '../../lib/rate-limit';
import { issueToken } from '../tokens/issue-token';
import { MAX_WRONG_ATTEMPTS, SESSION_TOKEN_DAYS, verifyRules } from './code-policy';

const INVALID = 'The code is invalid or has expired.';

/**
 * Checks an emailed code: single use, expiring, and burnt after MAX_WRONG_ATTEMPTS wrong tries.
 * On success returns a new session token for the user (signup also marks the email verified).
 */
export async function verifyCode(
  deps: AppDeps,
  input: { email: string; code: string; purpose: 'signup' | 'login'; ip: string },
): Promise<{ token: string; user: UserRow }> {
  const now = deps.now();
  await hitAll(deps.db, verifyRules(input.email, input.ip, deps.config.authLimits), now);
  const [open] = await deps.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, input.email),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!open) throw fieldError('code', INVALID);

  if (!safeEqualHex(open.codeHash, sha256(`${input.email}:${input.code}`))) {
    const attempts = open.attempts + 1;
    const burnt = attempts >= MAX_WRONG_ATTEMPTS;
    await deps.db
      .update(verificationCodes)
      .set({ attempts, consumedAt: burnt ? now : null })
      .where(eq(verificationCodes.id, open.id));
    throw fieldError('code', burnt ? 'Too many wrong attempts. Request a new code.' : INVALID);
  }

  // Consume with a guard on consumed_at so two concurrent verifications cannot both succeed.
  const consumed = await deps.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, open.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (consumed.length === 0) throw fieldError('code', INVALID);

  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) throw fieldError('code', INVALID);
  let current = user;
  if (input.purpose === 'signup' && !user.emailVerifiedAt) {
    [current] = await deps.db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
  }
  const { token } = await issueToken(deps.db, {
    userId: current.id,
    kind: 'session',
    name: 'session',
    expiresAt: new Date(now.getTime() + SESSION_TOKEN_DAYS * 86_400_000),
  });
  return { token, user: current };
}
