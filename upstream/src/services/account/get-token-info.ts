import { eq } from 'drizzle-orm';
import type { ApiToken } from '@/lib/contract/account';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toTokenResource } from './to-token-resource';

/** The token making the request (already resolved as live by requireAuth). */
export async function getTokenInfo(db: Db, tokenId: number): Promise<ApiToken> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, tokenId)).limit(1);
  if (!row) throw notFound('Token');
  return toTokenResource(row, tokenId);
}
