import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { logError } from '@/lib/log';
import type { Db } from '../db/client';
import type { AppEnv } from '../app-env';
import { inRequestTransaction, RollbackRequest } from '../db/request-transaction';
import { fieldError } from '../lib/errors';
import { sha256 } from '../lib/crypto';
import { isFailedTransaction, isUniqueViolation } from '../lib/pg-errors';
import { finishActivity, startActivity } from '../services/activity/record-activity';
import { finishTrash, startTrash } from '../services/trash/move-to-trash';
import { emitWriteEvent } from '../services/webhooks/emit-write-event';
import { findStoredAnswer, IDEMPOTENCY_HEADER, replay, storeAnswer, type StoredAnswer } from '../services/idempotency/stored-answers';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const JSON_TYPE = /^application\/(.+\+)?json/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded/i;
const MULTIPART_TYPE = /^multipart\//i;

/**
 * Calls whose handler waits on another host (a retailer's page, Google's token endpoint) run
 * outside a transaction: on PGlite, one connection, an open transaction holds every other request
 * for as long as it lasts. They write one row at the end, so there is no partial write to undo.
 */
const OUTSIDE_TRANSACTION = [/\/test-extraction$/, /^\/api\/google\/token$/];

/**
 * Every write request (decision 0022):
 * - runs in one transaction (`inRequestTransaction`): the write, its outbox rows and its answer
 *   commit together, and a request that fails (5xx, or an error thrown anywhere) rolls back
 *   whatever it wrote, so no request answers a failure after its write has committed;
 * - with an `Idempotency-Key` header (Stripe's rules): the first answer (2xx) is stored with the
 *   request's fingerprint in that same transaction; a repeat with the same key and the same request
 *   gets the stored answer again (`Idempotent-Replayed: true`), with another request a 422. Keys are
 *   scoped to the credentials that sent them and kept 24 h.
 * Streamed uploads (multipart) are not wrapped: their handler stores the file while it reads the
 * body, which must not hold a transaction; their key's answer is stored right after the handler.
 */
export const writeTransaction: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next();
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key !== undefined && !KEY_FORMAT.test(key)) {
    throw fieldError(IDEMPOTENCY_HEADER, 'The Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  const { db, now } = c.var.deps;
  const contentType = c.req.header('content-type') ?? '';
  const streamed = MULTIPART_TYPE.test(contentType);
  const actor = key ? actorOf(c) : null;
  const fingerprint = key ? await fingerprintOf(c, contentType, streamed) : '';
  const lookup = async (): Promise<StoredAnswer | null> => (actor && key ? findStoredAnswer(db, actor, key, now()) : null);
  const answerFor = (stored: StoredAnswer): Response => {
    if (stored.fingerprint !== fingerprint) {
      throw fieldError(IDEMPOTENCY_HEADER, 'This Idempotency-Key was used for a different request.');
    }
    return replay(stored);
  };

  if (streamed || OUTSIDE_TRANSACTION.some((p) => p.test(c.req.path))) {
    const stored = await lookup();
    if (stored) {
      c.res = answerFor(stored);
      return;
    }
    const started = await startActivity(c);
    // Outside a transaction the handler's statements may take another connection: read first.
    await started?.before;
    await next();
    if (started && c.res.status < 300) await emitWriteEvent(c, started, await finishActivity(c, started));
    if (actor && key && c.res.status < 300) await storeAnswer(db, { actor, key, fingerprint }, c.res).catch(ignoreDuplicate);
    return;
  }

  let replayed: Response | null = null;
  try {
    await inRequestTransaction(db, async () => {
      const stored = await lookup();
      if (stored) {
        replayed = answerFor(stored);
        throw new RollbackRequest();
      }
      const started = await startActivity(c);
      const trashed = await startTrash(c, started);
      await next();
      // A server error (or a thrown error, which Hono has already turned into one) undoes the
      // write. A refusal (4xx) commits: it writes on purpose what it must keep, like a wrong code's
      // try that counts towards the limit, and answers before writing anything else.
      if (c.res.status >= 500) throw new RollbackRequest();
      // A statement that failed and was caught (a unique violation turned into a 422) leaves the
      // transaction aborted: a refusal then commits nothing, as it wanted; a success would be a
      // lie (PostgreSQL would silently roll back its COMMIT), so it becomes a 500. The activity
      // record of a success (decision 0026), which commits with it, is the statement that finds
      // out; anything else asks with `select 1`.
      const recording = started !== null && c.res.status < 300;
      const entry = recording ? await recordOrNull(() => finishActivity(c, started)) : null;
      if (recording ? entry === null : !(await transactionUsable(db))) {
        if (c.res.status < 300) {
          logError('a write answered success on an aborted transaction', { method: c.req.method, path: c.req.path });
          c.res = c.json({ message: 'Server Error' }, 500);
        }
        throw new RollbackRequest();
      }
      // A delete's trash entry, with what it took (decision 0027).
      if (trashed) await finishTrash(c, trashed, entry);
      // Its webhook event, queued in the same transaction (decision 0031).
      if (started && entry) await emitWriteEvent(c, started, entry);
      if (actor && key && c.res.status < 300) await storeAnswer(db, { actor, key, fingerprint }, c.res);
    });
  } catch (error) {
    // The same key committed by a concurrent request first (PostgreSQL): ours rolled back; answer theirs.
    if (!(actor && key && isUniqueViolation(error))) throw error;
    const stored = await lookup();
    if (!stored) throw error;
    replayed = answerFor(stored);
  }
  if (replayed) c.res = replayed;
};

/** The activity entry, or null when the request's transaction was already aborted (25P02). */
async function recordOrNull<T>(record: () => Promise<T>): Promise<T | null> {
  try {
    return await record();
  } catch (error) {
    if (isFailedTransaction(error)) return null;
    throw error;
  }
}

/** False when an earlier statement failed and left the request's transaction aborted (25P02). */
async function transactionUsable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    if (isFailedTransaction(error)) return false;
    throw error;
  }
}

function ignoreDuplicate(error: unknown): void {
  if (!isUniqueViolation(error)) throw error;
}

/** Whose key this is: the credentials that sent it (hashed), so two callers never share answers. */
function actorOf(c: Context<AppEnv>): string {
  const credentials = `${c.req.header('authorization') ?? ''}\n${c.req.header('x-impersonator-token') ?? ''}`;
  return credentials.trim() ? sha256(credentials) : `ip:${c.var.clientIp ?? ''}`;
}

/**
 * What makes two requests "the same": method, path and query, and the body. A multipart body is
 * left out (its boundary changes on every send, and reading it would buffer an upload).
 */
async function fingerprintOf(c: Context<AppEnv>, contentType: string, streamed: boolean): Promise<string> {
  const url = new URL(c.req.url);
  let body = '';
  if (!streamed && JSON_TYPE.test(contentType)) body = await c.req.text();
  else if (!streamed && FORM_TYPE.test(contentType)) body = await c.req.raw.clone().text();
  return sha256(`${c.req.method}\n${url.pathname}${url.search}\n${body}`);
}
