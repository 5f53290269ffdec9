import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { revokeToken } from '../tokens/revoke-token';

/**
 * With an id: revokes that token of the user (404 when it is not theirs, already revoked, or an
 * impersonation token). Without: every token of the user except the one making the request.
 * Returns how many were revoked.
 */
export async function revokeTokens(db: Db, input: { userId: number; id?: number; currentTokenId: number; now: Date }): Promise<number> {
  const mine = and(eq(apiTokens.userId, input.userId), isNull(apiTokens.revokedAt), ne(apiTokens.kind, 'impersonation'));
  if (input.id !== undefined) {
    const [row] = await db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(mine, eq(apiTokens.id, input.id)))
      .limit(1);
    if (!row) throw notFound('Token');
    await revokeToken(db, row.id, input.now);
    return 1;
  }
  // One update: impersonation tokens are excluded, so there is no impersonation record to close.
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: input.now })
    .where(and(mine, ne(apiTokens.id, input.currentTokenId)))
    .returning({ id: apiTokens.id });
  return rows.length;
}
