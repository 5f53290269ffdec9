import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, impersonations } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

/**
 * The user a live impersonation token acts as, when `adminId` issued it (recorded in
 * `impersonations` and not ended); null for any other token: unknown, revoked, expired, another
 * administrator's, or a token of another kind (a user's own full-access token above all, which a
 * link must never be able to swap into someone's session).
 */
export async function findIssuedImpersonation(db: Db, token: string, adminId: number, now: Date): Promise<{ userId: number } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: apiTokens.userId })
    .from(apiTokens)
    .innerJoin(impersonations, eq(impersonations.tokenId, apiTokens.id))
    .where(
      and(
        eq(apiTokens.tokenHash, sha256(token)),
        eq(apiTokens.kind, 'impersonation'),
        eq(apiTokens.impersonatorId, adminId),
        eq(impersonations.impersonatorId, adminId),
        isNull(apiTokens.revokedAt),
        isNull(impersonations.endedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}
