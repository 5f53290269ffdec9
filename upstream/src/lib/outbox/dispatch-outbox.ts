import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OutboxKind } from './outbox-kind';

export type DispatchOptions = {
  /** Rows claimed per tick. */
  batchSize: number;
  /** A claimed row is hidden from other dispatchers this long; if this one dies, it is redelivered after. */
  leaseMs: number;
  /** First retry after this long, doubling per attempt, up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** A row still failing this long after it was written is dropped with a warning. */
  maxAgeMs: number;
  warn: (message: string) => void;
};

export const DISPATCH_DEFAULTS: DispatchOptions = {
  batchSize: 50,
  leaseMs: 60_000,
  baseBackoffMs: 500,
  maxBackoffMs: 30_000,
  maxAgeMs: 24 * 3600_000,
  warn: (message) => console.warn(`[outbox] ${message}`),
};

export type DispatchResult = {
  delivered: number;
  failed: number;
  dropped: number;
  /** The batch was full: more rows may be due now. */
  more: boolean;
  /** When the oldest row that is not due becomes due (backoff or another dispatcher's lease). */
  nextDueAt: Date | null;
};

type Claimed = { id: number; payload: Record<string, unknown>; attempts: number; createdAt: Date };

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Retry delay after `attempts` failures: doubling from the base, capped, with ±20 % jitter. */
export function backoffMs(attempts: number, opts: Pick<DispatchOptions, 'baseBackoffMs' | 'maxBackoffMs'>): number {
  const raw = Math.min(opts.maxBackoffMs, opts.baseBackoffMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}

/**
 * Claims the oldest rows of `kind` that are due, in id order, stopping at the first that is not:
 * rows of one kind go out strictly in id order across every process (a deleted-after-updated pair
 * arrives in that order), and a row that failed holds the later ones until it goes through. The
 * claim moves `available_at` a lease ahead and commits at once: no transaction spans the delivery.
 * The advisory lock makes two processes' claims take turns.
 */
async function claim(db: Db, kind: string, opts: DispatchOptions): Promise<{ rows: Claimed[]; nextDueAt: Date | null }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outbox_events:${kind}`}))`);
    const head = rowsOf<{ id: number | string; due: boolean; available_at: string | Date }>(
      await tx.execute(sql`select id, available_at <= now() as due, available_at from outbox_events where kind = ${kind} order by id limit ${opts.batchSize}`),
    );
    const firstNotDue = head.findIndex((row) => !row.due);
    const due = (firstNotDue === -1 ? head : head.slice(0, firstNotDue)).map((row) => Number(row.id));
    const nextDueAt = firstNotDue === -1 ? null : new Date(head[firstNotDue].available_at);
    if (due.length === 0) return { rows: [], nextDueAt };
    const claimed = rowsOf<{ id: number | string; payload: Record<string, unknown>; attempts: number; created_at: string | Date }>(
      await tx.execute(sql`update outbox_events set available_at = now() + ${`${opts.leaseMs} milliseconds`}::interval
        where id in (${idList(due)}) returning id, payload, attempts, created_at`),
    );
    const rows = claimed
      .map((row) => ({ id: Number(row.id), payload: row.payload, attempts: row.attempts, createdAt: new Date(row.created_at) }))
      .sort((a, b) => a.id - b.id);
    return { rows, nextDueAt };
  });
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * One tick for one kind: claims a batch, delivers it in order, deletes what went out. On the first
 * failure the row gets `attempts + 1`, `last_error` and a later `available_at` (backoff) and the rest
 * of the batch is released behind it; a row that cannot succeed (permanent error, or failing for
 * longer than `maxAgeMs`) is dropped with a warning and the batch goes on.
 */
export async function dispatchOutbox(db: Db, kind: OutboxKind, options: Partial<DispatchOptions> = {}): Promise<DispatchResult> {
  const opts = { ...DISPATCH_DEFAULTS, ...options };
  const { rows, nextDueAt } = await claim(db, kind.kind, opts);
  const result: DispatchResult = { delivered: 0, failed: 0, dropped: 0, more: rows.length >= opts.batchSize, nextDueAt };
  const done: number[] = [];
  const started = Date.now();
  let index = 0;
  try {
    for (; index < rows.length; index++) {
      // Past half the lease, stop: another dispatcher may claim these rows once it runs out.
      if (Date.now() - started > opts.leaseMs / 2) {
        result.more = true;
        break;
      }
      const row = rows[index];
      try {
        await kind.deliver(row.payload);
        done.push(row.id);
        result.delivered++;
      } catch (error) {
        const tooOld = Date.now() - row.createdAt.getTime() > opts.maxAgeMs;
        if (kind.isPermanent?.(error) || tooOld) {
          opts.warn(`dropped ${kind.kind} row ${row.id} after ${row.attempts + 1} attempt(s)${tooOld ? ' (too old)' : ''}: ${describe(error)}`);
          done.push(row.id);
          result.dropped++;
          continue;
        }
        const attempts = row.attempts + 1;
        const delay = backoffMs(attempts, opts);
        await db.execute(sql`update outbox_events set attempts = ${attempts}, last_error = ${describe(error)},
          available_at = now() + ${`${delay} milliseconds`}::interval where id = ${row.id}`);
        if (attempts === 1 || attempts % 10 === 0)
          opts.warn(`${kind.kind} row ${row.id} failed (attempt ${attempts}, next in ${delay} ms): ${describe(error)}`);
        result.failed++;
        result.more = false;
        result.nextDueAt = new Date(Date.now() + delay);
        index++;
        break;
      }
    }
  } finally {
    // Delivered rows go; the rest of the claim is released (they wait behind a failed row anyway).
    if (done.length) await db.execute(sql`delete from outbox_events where id in (${idList(done)})`);
    const rest = rows
      .slice(index)
      .map((row) => row.id)
      .filter((id) => !done.includes(id));
    if (rest.length) await db.execute(sql`update outbox_events set available_at = now() where id in (${idList(rest)})`);
  }
  return result;
}
