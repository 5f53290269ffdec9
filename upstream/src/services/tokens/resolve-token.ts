import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TokenScope } from '@/lib/contract/account';
import type { Db } from '../../db/client';
import { perDb, statementName } from '../../db/prepared';
import { apiTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import type { UserRow } from '../../app-env';

export type ResolvedToken = {
  user: UserRow;
  tokenId: number;
  /** The name its owner gave it. */
  tokenName: string;
  kind: (typeof apiTokens.$inferSelect)['kind'];
  abilities: string[];
  /** A custom token's places; null: no limit (services/access/place-scope.ts). */
  scope: TokenScope | null;
  /** For an impersonation token: the super-administrator who issued it. */
  impersonatorId: number | null;
  /** When the token stops working (null: never), so a remembered one is not served past it. */
  expiresAt: Date | null;
};

// Every request without a remembered token makes this query: prepared (db/prepared.ts). Revocation
// is a column it reads at every execution, so a prepared statement never serves a revoked token.
const NAME = statementName('resolve_token');
const statements = perDb((db) =>
  db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder('hash')), isNull(apiTokens.revokedAt)))
    .limit(1)
    .prepare(NAME),
);

/** Looks a bearer token up by hash; revoked, expired or unknown tokens resolve to null. */
export async function resolveToken(db: Db, token: string, now: Date): Promise<ResolvedToken | null> {
  if (!token || token.length > 200) return null;
  const rows = await statements(db).execute({ hash: sha256(token) });
  const row = rows[0];
  if (!row) return null;
  if (row.token.expiresAt && row.token.expiresAt <= now) return null;
  // last_used_at is informational; at most one write a minute per token keeps reads cheap.
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > 60_000) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.token.id));
  }
  return {
    user: row.user,
    tokenId: row.token.id,
    tokenName: row.token.name,
    kind: row.token.kind,
    abilities: row.token.abilities,
    scope: row.token.scope ?? null,
    impersonatorId: row.token.impersonatorId,
    expiresAt: row.token.expiresAt,
  };
}
