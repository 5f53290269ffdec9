import type { Db } from './client';
import { activeDb } from './request-transaction';

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
 * request transaction the statements are made on the transaction (`activeDb`), once per transaction.
 */
export function perDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (scoped) => {
    const db = activeDb(scoped);
    let statements = made.get(db);
    if (!statements) {
      statements = prepare(db);
      made.set(db, statements);
    }
    return statements;
  };
}
