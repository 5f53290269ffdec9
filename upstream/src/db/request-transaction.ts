import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

/*
 * One transaction per write request (decision 0022). The request's middleware opens it
 * with `inRequestTransaction`; every statement the handler sends through `deps.db` — a services'
 * insert, an access check, the outbox row of its realtime event, the stored answer of its
 * idempotency key — runs in it, so the write, what it causes and its answer commit together or not
 * at all. Nothing in the services changes: `deps.db` is a proxy (`scopedDb`) that resolves to the
 * open transaction of the current async context, and to the database itself everywhere else (jobs,
 * reads, work that outlives the request).
 */

type Scope = { tx: Db | null; open: boolean; afterCommit: Array<() => void> };

const scopes = new AsyncLocalStorage<Scope>();
const BASE = Symbol('scopedDb.base');

type Scoped = Db & { [BASE]?: Db };

/** The database itself behind a scoped proxy (or `db` when it is not one). */
export function baseDb(db: Db): Db {
  return (db as Scoped)[BASE] ?? db;
}

/** What a statement sent through `db` now runs on: the open request transaction, else the database. */
export function activeDb(db: Db): Db {
  const scope = scopes.getStore();
  return scope?.open && scope.tx ? scope.tx : baseDb(db);
}

/**
 * `db` as a proxy that sends each call to the current request transaction when one is open. A
 * query builder takes its session when it is made (`db.select()` / `db.insert()`), so a builder
 * made inside the transaction runs in it; a prepared statement is made per transaction
 * (`perDb` resolves through `activeDb`): on PGlite, one connection, a statement sent outside the
 * open transaction would wait for it forever.
 */
export function scopedDb(db: Db): Db {
  if ((db as Scoped)[BASE]) return db;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === BASE) return target;
      const scope = scopes.getStore();
      const current = scope?.open && scope.tx ? scope.tx : target;
      // Methods are returned unbound: called on the proxy, their `this.session` reads come back
      // here and resolve to the same place (and a test's jest.spyOn sees its own mock).
      return Reflect.get(current, prop, current) as unknown;
    },
  });
}

/** Thrown inside `inRequestTransaction`'s function to roll back while still answering. */
export class RollbackRequest extends Error {
  constructor() {
    super('rolled back');
    this.name = 'RollbackRequest';
  }
}

/**
 * Runs `fn` in one transaction that `deps.db` joins. Inside an open one it just runs `fn` (the
 * outer transaction decides). A `RollbackRequest` thrown by `fn` rolls back and resolves with
 * `{ committed: false }`; anything else thrown rolls back and rejects. The `afterCommit` hooks run
 * once the commit succeeded, outside the transaction's context.
 */
export async function inRequestTransaction(db: Db, fn: () => Promise<void>): Promise<{ committed: boolean }> {
  // Inside an open transaction the outer one decides; a database that is not scoped (`scopedDb`)
  // cannot route the handler's statements into a transaction, so nothing is opened for it.
  if (scopes.getStore()?.open || !(db as Scoped)[BASE]) {
    try {
      await fn();
      return { committed: true };
    } catch (error) {
      if (error instanceof RollbackRequest) return { committed: false };
      throw error;
    }
  }
  const scope: Scope = { tx: null, open: false, afterCommit: [] };
  try {
    await baseDb(db).transaction(async (tx) => {
      scope.tx = tx as unknown as Db;
      scope.open = true;
      try {
        await scopes.run(scope, fn);
      } finally {
        // Work the request started without awaiting it (a report generated after the answer)
        // goes to the database from here on, never to a finished transaction.
        scope.open = false;
      }
    });
  } catch (error) {
    if (error instanceof RollbackRequest) return { committed: false };
    throw error;
  }
  for (const hook of scope.afterCommit) scopes.exit(hook);
  return { committed: true };
}

/**
 * Runs `hook` once the current request transaction has committed (never when it rolls back), or
 * at once outside one. For what must see the write: a report generated after the answer, the
 * outbox dispatcher's nudge.
 */
export function afterCommit(hook: () => void): void {
  const scope = scopes.getStore();
  if (scope?.open) scope.afterCommit.push(hook);
  else hook();
}

/** Whether the caller runs inside an open request transaction. */
export function inTransaction(): boolean {
  return scopes.getStore()?.open === true;
}
