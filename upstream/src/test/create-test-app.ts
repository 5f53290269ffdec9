import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import type { AppDeps } from '../app-env';
import { openDatabase } from '../db/client';
import type { DbHandle } from '../db/client';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../env';
import { createOutboxMailer } from '../mail/mailer';
import { createRecordingPublisher } from '../realtime/publisher';
import { createLocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { createOutboxSms } from '../sms/outbox-sms';
import { databaseUrl, onServer, uniqueDatabaseName } from './server-database';

// PGlite takes seconds to boot and migrate, so each test file keeps one and empties it between
// tests instead of opening a new one per test; it starts from the run's migrated template
// (jest.global-setup.ts) when there is one.
let sharedPglite: Promise<DbHandle> | null = null;
function pgliteForThisFile(): Promise<DbHandle> {
  sharedPglite ??= openDatabase({ template: process.env.PGLITE_TEMPLATE });
  return sharedPglite;
}

// On a PostgreSQL server each test file gets one database of its own, created at its first test
// and emptied between tests like the PGlite one (a database per test, copied from a template,
// was most of the second CI pass). It is dropped with the file's last hook.
let sharedServerDb: Promise<{ handle: DbHandle; url: string; name: string }> | null = null;
function serverDbForThisFile(serverUrl: string) {
  sharedServerDb ??= (async () => {
    const name = uniqueDatabaseName('t');
    await onServer(serverUrl, `create database ${name}`);
    const url = databaseUrl(serverUrl, name);
    return { handle: await openDatabase({ databaseUrl: url }), url, name };
  })();
  return sharedServerDb;
}

/** Closes the file's database (PGlite, or the PostgreSQL one, then dropped): Jest's afterAll, or a bench when it is done. */
export async function releaseTestDatabases(): Promise<void> {
  await (await sharedPglite)?.close();
  sharedPglite = null;
  const server = await sharedServerDb?.catch(() => null);
  sharedServerDb = null;
  if (server && process.env.DATABASE_URL) {
    await server.handle.close();
    await onServer(process.env.DATABASE_URL, `drop database if exists ${server.name} with (force)`);
  }
}

// Registered when a test file imports this module (hooks cannot be added from inside a test);
// outside Jest (bench/) there is no afterAll: a bench calls releaseTestDatabases itself.
if (typeof afterAll === 'function') afterAll(releaseTestDatabases);

/**
 * Empties every table and restarts every sequence in one round trip: DELETE with foreign-key
 * triggers off (session_replication_role, which needs a superuser: PGlite is one, and so is CI's
 * PostgreSQL role) costs a fifth of TRUNCATE, which makes new files for each of ~75 tables. Without
 * the right, it falls back to TRUNCATE.
 */
const EMPTY_ALL = `do $$
declare r record;
begin
  set local session_replication_role = replica;
  for r in select tablename from pg_tables where schemaname = 'public' loop
    execute format('delete from public.%I', r.tablename);
  end loop;
  for r in select schemaname, sequencename from pg_sequences where schemaname = 'public' and last_value is not null loop
    perform setval(format('%I.%I', r.schemaname, r.sequencename), 1, false);
  end loop;
end $$`;

async function emptyAllTables(handle: DbHandle): Promise<void> {
  try {
    await handle.db.execute(sql.raw(EMPTY_ALL));
    return;
  } catch {
    // Not a superuser: TRUNCATE below.
  }
  const rows = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const names = (rows as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  if (names.length) await handle.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

/**
 * An upstream app on an empty database: the test file's in-memory PGlite, or — when DATABASE_URL is
 * set (CI) — the file's throwaway database on that PostgreSQL server, emptied for each app.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { storage?: Storage; databaseUrl?: string } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'upstream-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SUPERADMIN_EMAILS: 'admin@example.com', ...env });
  let database: DbHandle;
  // `opts.databaseUrl`: a bench's own database, already made and dropped by the bench.
  let testDatabaseUrl: string | undefined = opts.databaseUrl;
  if (testDatabaseUrl) {
    database = await openDatabase({ databaseUrl: testDatabaseUrl });
  } else {
    const shared = serverUrl ? await serverDbForThisFile(serverUrl) : { handle: await pgliteForThisFile(), url: undefined };
    await emptyAllTables(shared.handle);
    testDatabaseUrl = shared.url;
    database = { ...shared.handle, close: async () => {} };
  }
  const publisher = createRecordingPublisher();
  let clock: Date | null = null;
  const deps: AppDeps = {
    db: database.db,
    config,
    mailer: createOutboxMailer(config.mail.outboxDir),
    // `opts.storage`: a test of another driver (the S3 one against s3rver); else files in the temp dir.
    storage: opts.storage ?? createLocalStorage(config.uploadsDir),
    publisher,
    sms: createOutboxSms(config.sms.outboxDir),
    now: () => clock ?? new Date(),
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    publisher,
    /** The PostgreSQL database it runs on (undefined on PGlite): benches point the compiled upstream at it. */
    databaseUrl: testDatabaseUrl,
    /** Freezes (or with null, releases) the upstream's clock. */
    setNow(date: Date | null) {
      clock = date;
    },
    async close() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
