import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { revokeToken } from '../tokens/revoke-token';
import type { NewApiToken } from '@/lib/contract/account';
import { createToken } from './create-token';

export const API_TOKEN_NAME = 'API token';

/**
 * "The" API token of an account: revokes every earlier full-access token named API_TOKEN_NAME and
 * issues a fresh one, so an integration's leaked key stops working the moment it is regenerated.
 */
export async function regenerateApiToken(db: Db, userId: number, currentTokenId: number, now: Date): Promise<NewApiToken> {
  const previous = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.kind, 'full_access'), eq(apiTokens.name, API_TOKEN_NAME), isNull(apiTokens.revokedAt)));
  for (const { id } of previous) await revokeToken(db, id, now);
  return createToken(db, { userId, kind: 'full_access', name: API_TOKEN_NAME, abilities: ['*'], expiresAt: null, currentTokenId });
}
