/**
 * Telling "the database is down" from a bug. A lost database is an outage the client should wait
 * out (503 + Retry-After), not a 500 that reads like a defect and pages someone for every request.
 */

/** node-postgres socket failures (the server is down, restarting or unreachable). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATE: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now),
 * 57014 (a statement cancelled: the pool's statement_timeout, db/pool-bounds.ts) and 25P03 (a
 * transaction left idle past idle_in_transaction_session_timeout). A stalled database is an outage too.
 */
const isUnavailableSqlState = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '57014' || code === '25P03';

/** Messages of drivers that do not set a code: pg's pool and client, PGlite once closed. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /Cannot use a pool after calling end/i,
  /Client was closed and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  // pg's own query_timeout: the server stopped answering altogether.
  /^Query read timeout/i,
  /^PGlite is closed/i,
];

function isUnavailableCause(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error (or anything in its `cause` chain: Drizzle wraps driver errors in
 * DrizzleQueryError) says the database cannot be reached. Bounded so a cyclic chain cannot loop.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (isUnavailableCause(current)) return true;
    // AggregateError: pg reports a refused dual-stack connect as one per address.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some(isUnavailableCause)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const LOG_INTERVAL_MS = 60_000;
let lastLogged = 0;
let suppressed = 0;

/**
 * One warning per outage minute instead of a stack per request: while the database is down every
 * call fails the same way, and a flood of identical lines would hide the first, useful one.
 */
export function logDatabaseUnavailable(error: unknown, now = Date.now()): void {
  if (now - lastLogged < LOG_INTERVAL_MS) {
    suppressed += 1;
    return;
  }
  const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  const more = suppressed > 0 ? ` (${suppressed} more since the last warning)` : '';
  console.warn(`[upstream] database unavailable: ${detail}${more}`);
  lastLogged = now;
  suppressed = 0;
}

/** Tests: forget when the last warning was written. */
export function resetDatabaseUnavailableLog(): void {
  lastLogged = 0;
  suppressed = 0;
}
