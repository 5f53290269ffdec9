import { eq } from 'drizzle-orm';
import type { NewApiToken, TokenScope } from '@/lib/contract/account';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { issueToken } from '../tokens/issue-token';
import { toTokenResource } from './to-token-resource';

/** Issues a full-access or custom token and returns its plain value, the only time it is shown. */
export async function createToken(
  db: Db,
  input: {
    userId: number;
    kind: 'full_access' | 'custom';
    name: string;
    abilities: string[];
    scope?: TokenScope | null;
    expiresAt: Date | null;
    currentTokenId: number;
  },
): Promise<NewApiToken> {
  // Duplicates in the ability list would only make the stored row noisier.
  const abilities = [...new Set(input.abilities)];
  const issued = await issueToken(db, {
    userId: input.userId,
    kind: input.kind,
    name: input.name,
    abilities,
    scope: input.scope ?? null,
    expiresAt: input.expiresAt,
  });
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, issued.id)).limit(1);
  return { token: issued.token, token_info: toTokenResource(row, input.currentTokenId) };
}
