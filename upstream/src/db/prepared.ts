import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { activeDb, baseDb } from './request-transaction';

/*
 * Prepared statements for the fixed queries every request makes (token, access checks;
 * decision 0015). Drizzle builds a prepared statement's SQL once instead of on every call, and on
 * node-postgres a named statement is parsed and planned once per pooled connection. A statement
 * belongs to the database object it was prepared on (its driver session), and tests open many
 * databases in one process, so each set is made lazily per Db and forgotten with it.
 */

const names = new Set<string>();

/**
 * Reserves a statement name. node-postgres refuses one name with two different texts on a
 * connection, so a name reused by mistake fails here, at import, rather than on some connection later.
 */
export function statementName(name: string): string {
  if (names.has(name)) throw new Error(`Prepared statement name "${name}" is already taken`);
  names.add(name);
  return name;
}

/**
 * `prepare(db)` once per database object; the statements go when the database does. Inside a
 * request transaction (`activeDb`) the same statements are sent on the transaction's connection:
 * they must run in it (on PGlite, one connection, a statement sent beside the open transaction
 * would wait for it forever), but building them again for every transaction cost more than running
 * them (drizzle builds a select's SQL through its `is()` checks): the authorization matrix's CPU
 * went from 33.1 to 24.0 s when they stopped being rebuilt.
 */
export function perDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (scoped) => {
    const base = baseDb(scoped);
    let statements = made.get(base);
    if (!statements) {
      statements = prepare(base);
      made.set(base, statements);
    }
    const db = activeDb(scoped);
    if (db === base) return statements;
    let bound = made.get(db);
    if (!bound) {
      bound = onConnection(statements, connectionOf(db));
      made.set(db, bound);
    }
    return bound;
  };
}

/**
 * The driver's connection a transaction's queries go through: drizzle's transaction holds a session
 * made on it (node-postgres: the pool's client it checked out; PGlite: its transaction), and a
 * prepared statement sends through its `client` (drizzle-orm 0.45, both drivers).
 */
function connectionOf(tx: Db): unknown {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error('A drizzle transaction without a session client: the driver changed (db/prepared.ts)');
  return client;
}

/**
 * The prepared statements `perDb` made (one, or a Map or plain object of them) sent on `client`:
 * each the same statement with that connection in front of it. Anything else in there would keep
 * the database it was made on, outside the transaction: refused.
 */
function onConnection<T>(statements: T, client: unknown): T {
  if (statements instanceof PgPreparedQuery) {
    if (!Object.hasOwn(statements, 'client')) throw new Error('A prepared statement without a client: the driver changed (db/prepared.ts)');
    return Object.create(statements, { client: { value: client } }) as T;
  }
  if (statements instanceof Map) return new Map([...statements].map(([key, value]) => [key, onConnection(value, client)])) as T;
  if (statements && Object.getPrototypeOf(statements) === Object.prototype) {
    return Object.fromEntries(Object.entries(statements).map(([key, value]) => [key, onConnection(value, client)])) as T;
  }
  throw new Error('perDb makes prepared statements only (one, or a Map or plain object of them)');
}
