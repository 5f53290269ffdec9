import type { ApiToken } from '@/lib/contract/account';
import type { apiTokens } from '../../db/schema';

export type TokenRow = typeof apiTokens.$inferSelect;

/** A token row as the contract shows it: never its hash, and `current` for the calling token. */
export function toTokenResource(row: TokenRow, currentTokenId: number): ApiToken {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    abilities: row.abilities,
    scope: row.scope ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    current: row.id === currentTokenId,
  };
}
