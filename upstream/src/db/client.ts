import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { poolBounds } from './pool-bounds';
import { lockDataDir } from './data-dir-lock';
import { DatabaseOpenError, dataDirLabel } from './open-failure';
import { scopedDb } from './request-transaction';

export type Schema = typeof schema;
/** The common base of the PGlite and node-postgres Drizzle databases. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbHandle = { db: Db; close: () => Promise<void>; driver: 'pglite' | 'pg' };

/**
 * Listeners told of every statement Drizzle sends, for the tests and benches that count a call's
 * round trips. Empty in production, where the logger costs one loop over nothing.
 */
export const statementWatchers = new Set<(statement: string, params: unknown[]) => void>();
const logger = {
  logQuery(statement: string, params: unknown[]) {
    for (const watch of statementWatchers) watch(statement, params);
  },
};

function migrationsFolder(): string {
  // __dirname exists under Jest (CommonJS); import.meta.url under tsx (ESM) and in the compiled
  // bundles (upstream/dist/*.js), which get a copy of the folder beside them (scripts/build-upstream.mjs).
  const here = typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

/**
 * Opens the database and applies the committed migrations.
 * `databaseUrl` set → node-postgres; otherwise PGlite in `dataDir` (or in memory when dataDir is undefined).
 * `template`: an in-memory PGlite starts from this data-directory tarball (written by `dumpTemplate`)
 * instead of running initdb and every migration — the tests' global setup makes one per run; the
 * migrations still run after it, so a stale template is brought up to date, never trusted.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; template?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Every connection and statement is bounded (db/pool-bounds.ts): a stalled database is a 503, not a hung request.
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10, ...poolBounds() });
    // An idle client can be cut off by the server (restart, failover, a dropped test database); pg
    // emits that on the pool, where an unhandled 'error' would crash the process. The pool replaces it.
    pool.on('error', (err) => console.warn('[db] idle connection lost:', err.message));
    const db = drizzle(pool, { schema, logger });
    // Migrations are not requests: an index on a large table may take longer than a statement's bound.
    const migrations = new Pool({ connectionString: opts.databaseUrl, max: 1, connectionTimeoutMillis: poolBounds().connectionTimeoutMillis });
    try {
      await migrate(drizzle(migrations, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await migrations.end();
    }
    return { db: scopedDb(db as unknown as Db), close: () => pool.end(), driver: 'pg' };
  }
  // One process per data folder (db/data-dir-lock.ts): a second opener is refused before PGlite
  // touches it; a folder PGlite cannot open is a DatabaseOpenError naming the cause (exit 78).
  const release = opts.dataDir ? await lockDataDir(opts.dataDir, dataDirLabel(opts.dataDir)) : undefined;
  const { client, db } = await openPglite(opts).catch(async (err: unknown) => {
    await release?.();
    throw opts.dataDir ? new DatabaseOpenError(err) : err;
  });
  return { db: scopedDb(db), close: () => client.close().finally(() => release?.()), driver: 'pglite' };
}

async function openPglite(opts: { dataDir?: string; template?: string }) {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm (the lists' contains-search indexes, migration 0006) ships with PGlite as a contrib
  // extension that has to be loaded before `create extension` can find it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const extensions = { pg_trgm };
  const loadDataDir = !opts.dataDir && opts.template ? new TarballBlob(readFileSync(opts.template)) : undefined;
  const client = opts.dataDir ? new PGlite(opts.dataDir, { extensions }) : new PGlite({ extensions, loadDataDir });
  const db = drizzle(client, { schema, logger });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { client, db: db as unknown as Db };
}

/**
 * A data-directory tarball as PGlite's `loadDataDir` reads it (its bytes, through `arrayBuffer()`).
 * `new Blob([bytes])` copies the 45 MB in, and `arrayBuffer()` copies them out in small chunks:
 * ~0.7 s of CPU for each test file, where handing over the bytes already read takes ~20 ms.
 */
class TarballBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#bytes;
    // A file this size is read into a buffer of its own (never a shared one): handed over whole,
    // not copied. (No `instanceof ArrayBuffer`: in a Jest sandbox the buffer is of another realm.)
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(whole ? (buffer as ArrayBuffer) : new Uint8Array(this.#bytes).buffer);
  }
}

/** Writes a freshly migrated in-memory PGlite's data directory to `file`, for `openDatabase({ template })`. */
export async function dumpTemplate(file: string): Promise<void> {
  const { client } = await openPglite({});
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
}
