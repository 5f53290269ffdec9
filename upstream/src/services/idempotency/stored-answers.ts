import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key's answer is kept (Stripe: 24 h). */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Answers larger than this are not kept: a repeat runs again (mutating calls answer small JSON). */
const MAX_STORED_BODY = 256 * 1024;
/** Headers a replay carries over; the rest (dates, request ids) belong to the new answer. */
const KEPT_HEADERS = ['content-type', 'location', 'content-disposition'];

export type StoredAnswer = { fingerprint: string; status: number; headers: Record<string, string>; body: string };

/** The live answer stored for `actor`'s `key`, or null (none, or older than 24 h). */
export async function findStoredAnswer(db: Db, actor: string, key: string, now: Date): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, headers: idempotencyKeys.headers, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.actor, actor), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS))))
    .limit(1);
  return row ?? null;
}

/**
 * Stores `response` as the answer to `actor`'s `key` (in the caller's transaction, when there is
 * one). An expired row of the same key is replaced. Bodies that are not text, or too large, are
 * not stored. A key already stored by a concurrent request raises a unique violation.
 */
export async function storeAnswer(db: Db, id: { actor: string; key: string; fingerprint: string }, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (type && !/^(application\/(.+\+)?json|text\/)/i.test(type)) return;
  const body = response.body ? await response.clone().text() : '';
  if (body.length > MAX_STORED_BODY) return;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.actor, id.actor), eq(idempotencyKeys.key, id.key), lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_TTL_MS))));
  await db.insert(idempotencyKeys).values({ ...id, status: response.status, headers, body });
}

/** The stored answer as a response, marked as a replay. */
export function replay(stored: StoredAnswer): Response {
  const headers = new Headers(stored.headers);
  headers.set('Idempotent-Replayed', 'true');
  const empty = stored.status === 204 || stored.status === 205 || stored.status === 304;
  return new Response(empty ? null : stored.body, { status: stored.status, headers });
}

/** Rows past their 24 h (the maintenance job). */
export async function deleteExpiredAnswers(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
