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

// On a PostgreSQL server each test gets a database of its own, copied from a template this file
// migrated once (`CREATE DATABASE … TEMPLATE`): running every migration per test made the second
// CI pass the slowest step. The template is dropped with the file's last hook.
let sharedTemplate: Promise<string> | null = null;
function templateForThisFile(serverUrl: string): Promise<string> {
  sharedTemplate ??= (async () => {
    const name = uniqueDatabaseName('tpl');
    await onServer(serverUrl, `create database ${name}`);
    // Closed before anything copies it: a template must have no open connection.
    await (await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) })).close();
    return name;
  })();
  return sharedTemplate;
}

/** Closes the file's PGlite and drops its PostgreSQL template: Jest's afterAll, or a bench when it is done. */
export async function releaseTestDatabases(): Promise<void> {
  await (await sharedPglite)?.close();
  sharedPglite = null;
  const template = await sharedTemplate?.catch(() => null);
  sharedTemplate = null;
  if (template && process.env.DATABASE_URL) await onServer(process.env.DATABASE_URL, `drop database if exists ${template} with (force)`);
}

// Registered when a test file imports this module (hooks cannot be added from inside a test);
// outside Jest (bench/) there is no afterAll: a bench calls releaseTestDatabases itself.
if (typeof afterAll === 'function') afterAll(releaseTestDatabases);

async function emptyAllTables(handle: DbHandle): Promise<void> {
  const rows = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const names = (rows as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  if (names.length) await handle.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

/**
 * An upstream app on a fresh database: in-memory PGlite, or — when DATABASE_URL is set (CI) — a
 * throwaway database created on that PostgreSQL server from the file's migrated template, and
 * dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { storage?: Storage; databaseUrl?: string } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'upstream-test-'));
  const serverUrl = process.env.DATABASE_URL;
  // `opts.databaseUrl`: a bench's own database, already made and dropped by the bench.
  let testDatabaseUrl: string | undefined = opts.databaseUrl;
  let dropDatabase = async () => {};
  if (serverUrl && !testDatabaseUrl) {
    const name = uniqueDatabaseName('t');
    await onServer(serverUrl, `create database ${name} template ${await templateForThisFile(serverUrl)}`);
    testDatabaseUrl = databaseUrl(serverUrl, name);
    dropDatabase = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SUPERADMIN_EMAILS: 'admin@example.com', ...env });
  let database: DbHandle;
  if (testDatabaseUrl) {
    database = await openDatabase({ databaseUrl: testDatabaseUrl });
  } else {
    const shared = await pgliteForThisFile();
    await emptyAllTables(shared);
    database = { ...shared, close: async () => {} };
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
      await dropDatabase();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
