import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { ApiToken } from '@/lib/contract/account';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { toTokenResource } from './to-token-resource';

/**
 * The user's live tokens (not revoked, not expired), newest first. Impersonation tokens are left
 * out: they are the super-administrator's, audited in `impersonations`, not the user's to manage.
 */
export async function listTokens(db: Db, userId: number, currentTokenId: number, now: Date): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        isNull(apiTokens.revokedAt),
        ne(apiTokens.kind, 'impersonation'),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    )
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((r) => toTokenResource(r, currentTokenId));
}
