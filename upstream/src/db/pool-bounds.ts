/**
 * Bounds on the PostgreSQL pool (a 30 s database stall held every request 30 s; docs/security.md,
 * "Failure modes"). Read from the environment: DATABASE_CONNECT_TIMEOUT_MS [5000] to get a
 * connection (connecting or waiting for a free one), DATABASE_STATEMENT_TIMEOUT_MS [15000] per
 * statement — enforced by the server (statement_timeout) and, for a server that stopped answering
 * at all, by the client (query_timeout, a second later) — and twice that for a transaction left
 * idle. Every one of them fails as "database unavailable" (lib/db-unavailable.ts): the client gets
 * 503 + Retry-After.
 */
import type { PoolConfig } from 'pg';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);
const schema = z.object({
  DATABASE_CONNECT_TIMEOUT_MS: ms(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: ms(15_000),
});

/** The server-side cancel arrives first; the client gives up this much later if it never does. */
const CLIENT_GRACE_MS = 1_000;

export function poolBounds(
  env: Record<string, string | undefined> = process.env,
): Pick<PoolConfig, 'connectionTimeoutMillis' | 'statement_timeout' | 'query_timeout' | 'idle_in_transaction_session_timeout'> {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== '')));
  if (!parsed.success) throw new Error(`Invalid database bounds: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const { DATABASE_CONNECT_TIMEOUT_MS: connect, DATABASE_STATEMENT_TIMEOUT_MS: statement } = parsed.data;
  return {
    connectionTimeoutMillis: connect,
    statement_timeout: statement,
    query_timeout: statement + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: statement * 2,
  };
}
