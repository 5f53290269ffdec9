import type { TokenScope } from '@/lib/contract/account';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { generateToken, sha256 } from '../../lib/crypto';

type TokenKind = (typeof apiTokens.$inferInsert)['kind'];

/** Creates an opaque bearer token; only its SHA-256 is stored, the plain value is returned once. */
export async function issueToken(
  db: Db,
  input: { userId: number; kind: TokenKind; name: string; abilities?: string[]; scope?: TokenScope | null; expiresAt?: Date | null; impersonatorId?: number },
): Promise<{ token: string; id: number }> {
  const token = generateToken();
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: input.userId,
      kind: input.kind,
      name: input.name,
      tokenHash: sha256(token),
      abilities: input.abilities ?? ['*'],
      scope: input.scope ?? null,
      expiresAt: input.expiresAt ?? null,
      impersonatorId: input.impersonatorId ?? null,
    })
    .returning({ id: apiTokens.id });
  return { token, id: row.id };
}
