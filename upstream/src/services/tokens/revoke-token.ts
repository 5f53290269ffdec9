import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, impersonations } from '../../db/schema';

/** Revokes one token; ending an impersonation token also closes its impersonation record. */
export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
  await db
    .update(impersonations)
    .set({ endedAt: now })
    .where(and(eq(impersonations.tokenId, tokenId), isNull(impersonations.endedAt)));
}
