/**
 * A small cluster on this machine, as a deployment past one machine would run it: one PostgreSQL
 * database, one S3-protocol server (s3rver), one standalone realtime server, two upstreams and two
 * BFFs (upstream/dist/bff.js: Next behind its /api relay, from the build `npm run e2e` made). Each process is a real child process with its
 * own port; they share only what a deployment shares (database, bucket, realtime, secrets).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';

// Playwright runs from the repository root (playwright.config.ts lives there).
const ROOT = process.cwd();
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
/** The compiled entry `npm run build` made (what `npm start` and a deployment run), else the source through tsx. */
function entry(compiled: string, source: string): [string, string[]] {
  const built = path.join(ROOT, 'upstream', 'dist', compiled);
  return existsSync(built) ? [process.execPath, ['--enable-source-maps', built]] : [bin('tsx'), [source]];
}

export const PG_ADMIN_URL = process.env.E2E_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** True when the PostgreSQL server this test needs answers (CI has one; a laptop may not). */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(url: string, what: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before it was ready`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not ready at ${url} within ${timeoutMs / 1000}s`);
}

export type Instance = { name: string; port: number; url: string; child: ChildProcess };
export type Cluster = {
  bff: [Instance, Instance];
  upstream: [Instance, Instance];
  realtime: Instance;
  /** The outbox of each upstream (mail is written by the instance that handled the request). */
  mailUrl: (upstreamIndex: 0 | 1, email: string) => string;
  database: string;
  stop(): Promise<void>;
};

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logs: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => logs.push(`[${name}] ${chunk.toString().trimEnd()}`);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

export async function startCluster(logs: string[]): Promise<Cluster> {
  const database = `collab_multi_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database "${database}"`);
  const databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'collab-multi-'));

  const s3Port = await freePort();
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'collab', configs: [] }],
  });
  await s3.run();

  const secrets = {
    PUSHER_APP_ID: 'multi-app',
    PUSHER_APP_KEY: 'multi-key',
    PUSHER_APP_SECRET: randomBytes(24).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const common: NodeJS.ProcessEnv = { ...process.env, ...secrets, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };

  const realtimePort = await freePort();
  const [realtimeCommand, realtimeArgs] = entry('realtime.js', 'upstream/src/realtime/main.ts');
  const realtimeChild = start('realtime', realtimeCommand, realtimeArgs, { ...common, REALTIME_PORT: String(realtimePort), REALTIME_HOST: '127.0.0.1' }, logs);
  const realtime: Instance = { name: 'realtime', port: realtimePort, url: `http://127.0.0.1:${realtimePort}`, child: realtimeChild };
  await waitFor(`${realtime.url}/healthz`, 'realtime', realtimeChild);

  const upstreamEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => ({
    ...common,
    UPSTREAM_PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    REALTIME_EMBEDDED: 'false',
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(realtimePort),
    S3_BUCKET: 'collab',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    MAIL_TRANSPORT: 'outbox',
    SUPERADMIN_EMAILS: 'admin@multi.test',
  });
  const upstreams: Instance[] = [];
  // One after the other: the first applies the migrations, the second finds them applied.
  for (const i of [1, 2]) {
    const port = await freePort();
    const [command, args] = entry('server.js', 'upstream/src/server.ts');
    const child = start(`upstream-${i}`, command, args, upstreamEnv(port, path.join(tmp, `upstream-${i}`)), logs);
    const instance = { name: `upstream-${i}`, port, url: `http://127.0.0.1:${port}`, child };
    await waitFor(`${instance.url}/readyz`, instance.name, child);
    upstreams.push(instance);
  }

  const hook = `--import=${pathToFileURL(path.join(ROOT, 'scripts', 'peer-address-hook.mjs')).href}`;
  const bffs: Instance[] = [];
  for (const i of [1, 2]) {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...common,
      NODE_OPTIONS: hook,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      UPSTREAM_URL: `${upstreams[i - 1].url}/api`,
      PUSHER_PUBLIC_HOST: 'localhost',
      PUSHER_PUBLIC_PORT: String(realtimePort),
    };
    // The production BFF server (Next plus its /api relay, decision 0016), as `npm start` runs it.
    const child = start(`bff-${i}`, process.execPath, [path.join(ROOT, 'upstream', 'dist', 'bff.js')], env, logs);
    bffs.push({ name: `bff-${i}`, port, url: `http://localhost:${port}`, child });
  }
  for (const b of bffs) await waitFor(`${b.url}/login`, b.name, b.child);

  const all = [...bffs, ...upstreams, realtime];
  return {
    bff: [bffs[0], bffs[1]],
    upstream: [upstreams[0], upstreams[1]],
    realtime,
    database,
    mailUrl: (i, email) => `${upstreams[i].url}/_dev/mail?to=${encodeURIComponent(email)}`,
    async stop() {
      for (const p of all) p.child.kill('SIGTERM');
      await Promise.all(all.map((p) => (p.child.exitCode === null ? new Promise((r) => p.child.once('exit', r)) : null)));
      await s3.close();
      await adminQuery(`drop database if exists "${database}" with (force)`).catch(() => undefined);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
