/**
 * Crash test (decision 0022, "Proof"): writers that retry with an Idempotency-Key through SIGKILLs
 * of the upstream (and, on PostgreSQL, connections cut by the server) end with every acknowledged
 * write stored once, and no write answered with an error after it had committed. Runs on PGlite in
 * `npm test` and on the PostgreSQL server in the second CI pass (DATABASE_URL). Bounded: a few
 * kills, ~1 minute.
 *
 * The write is a team invite: (team, email) is unique, so a retry without a key that meets its own
 * committed first try answers 422 "already invited" — the error-after-commit the test counts.
 * The writers go through a proxy that loses every 5th answer after the upstream gave it, so that
 * case happens on every run, not only when a kill lands between a commit and its answer.
 * `CRASH_WITHOUT_KEYS=1` sends no keys: the control run, which must fail.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { teamInvites } from '../../db/schema';
import { databaseUrl, onServer, uniqueDatabaseName } from '../server-database';

const ROOT = path.resolve(__dirname, '../../../..');
const WRITERS = 4;
const KILLS = 3;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A proxy in front of the upstream that loses every `nth` answer after the upstream has given it
 * (the write committed, the client never hears): the case a retry must not turn into a second write.
 */
function lossyProxy(targetPort: () => number, nth: number): Promise<{ port: number; server: Server; lost: () => number }> {
  let count = 0;
  let lost = 0;
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const out = httpRequest({ host: '127.0.0.1', port: targetPort(), method: req.method, path: req.url, headers: req.headers }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (c: Buffer) => body.push(c));
        answer.on('end', () => {
          if (req.method === 'POST' && ++count % nth === 0) {
            lost++;
            res.socket?.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(body));
        });
        answer.on('error', () => res.socket?.destroy());
      });
      out.on('error', () => res.socket?.destroy());
      out.end(Buffer.concat(chunks));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as { port: number }).port, server, lost: () => lost })),
  );
}

type Stack = { dataDir: string; databaseUrl?: string; port: number; env: NodeJS.ProcessEnv };

function startUpstream(stack: Stack): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  // One process (tsx as a loader, not its CLI, which would run the server in a child of its own):
  // SIGKILL must reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'upstream/src/server.ts'], { cwd: ROOT, env: stack.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A fresh PGlite folder runs initdb and every migration first: tens of seconds on a busy machine. */
async function waitReady(port: number, deadline = Date.now() + 150_000): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error('upstream did not become ready');
}

async function api(port: number, method: string, p: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api/${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { data?: Record<string, unknown>; message?: string } | null };
}

async function signUp(port: number, email: string): Promise<string> {
  await api(port, 'POST', 'auth/signup', { email, first_name: 'Crash', last_name: 'Test' });
  const mail = (await (await fetch(`http://127.0.0.1:${port}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as { data: Array<{ text: string }> };
  const code = /\b(\d{6})\b/.exec(mail.data[0].text)?.[1];
  const verified = await api(port, 'POST', 'auth/verify-signup', { email, code });
  return (verified.body?.data as { token: string }).token;
}

describe('writes with idempotency keys through crashes', () => {
  let stack: Stack;
  let dropDatabase = async () => {};
  let server: ReturnType<typeof startUpstream> | null = null;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crash-writes-'));
    const serverUrl = process.env.DATABASE_URL;
    let url: string | undefined;
    if (serverUrl) {
      const name = uniqueDatabaseName('crash');
      await onServer(serverUrl, `create database ${name}`);
      url = databaseUrl(serverUrl, name);
      dropDatabase = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
    } else if (process.env.PGLITE_TEMPLATE) {
      // The run's migrated data directory (jest.global-setup.ts): the first start skips initdb
      // and every migration, which take most of a minute on a busy machine.
      await mkdir(path.join(dataDir, 'pglite'));
      execFileSync('tar', ['-xf', process.env.PGLITE_TEMPLATE, '-C', path.join(dataDir, 'pglite')], { stdio: 'ignore' });
    }
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      UPSTREAM_PORT: String(port),
      REALTIME_EMBEDDED: 'false',
      JOBS_EMBEDDED: 'false',
      MONITORING_ENABLED: 'false',
      MAIL_TRANSPORT: 'outbox',
      AUTH_SENDS_PER_IP: '1000',
      AUTH_TRIES_PER_IP: '1000',
      LOG_LEVEL: 'error',
      PUSHER_APP_SECRET: 'crash-test-secret',
      ...(url ? { DATABASE_URL: url } : {}),
    };
    stack = { dataDir, databaseUrl: url, port, env };
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase();
    await rm(stack.dataDir, { recursive: true, force: true });
  });

  it('loses nothing, stores nothing twice, and answers no committed write with an error', async () => {
    const giveUpAt = Date.now() + 300_000;
    server = startUpstream(stack);
    const first = server;
    await waitReady(stack.port).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${first.output()}`);
    });
    const token = await signUp(stack.port, 'owner@crash.test');
    const form = new FormData();
    form.set('name', 'Crash team');
    const teamRes = await fetch(`http://127.0.0.1:${stack.port}/api/teams`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const teamId = ((await teamRes.json()) as { data: { id: number } }).data.id;

    // A second process on the same data folder is refused and changes nothing (PGlite's lock).
    if (!stack.databaseUrl) {
      const second = startUpstream({ ...stack, env: { ...stack.env, UPSTREAM_PORT: String(await freePort()) } });
      const code = await Promise.race([second.exited, sleep(30_000).then(() => 'hung' as const)]);
      if (code === 'hung') second.child.kill('SIGKILL');
      expect(code).not.toBe(0);
      expect(second.output()).toMatch(/is in use by process \d+/);
    }

    // Writers go through a proxy that loses every 5th answer after the upstream committed it.
    const proxy = await lossyProxy(() => stack.port, 5);
    const acknowledged = new Set<string>();
    const errorsAfterCommit: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const email = `w${w}-${n}@crash.test`;
        for (let attempt = 0; ; attempt++) {
          const res = await api(
            proxy.port,
            'POST',
            `teams/${teamId}/invite`,
            { email, role: 'member' },
            { authorization: `Bearer ${token}`, ...(process.env.CRASH_WITHOUT_KEYS ? {} : { 'idempotency-key': `invite-${email}` }) },
          ).catch(() => null);
          if (res && res.status === 201) {
            acknowledged.add(email);
            break;
          }
          if (res && res.status < 500) {
            errorsAfterCommit.push(`${email}: ${res.status} ${res.body?.message ?? ''}`);
            break;
          }
          // A restart on a busy machine can take a while: retry until the test's own deadline.
          if (Date.now() > giveUpAt) throw new Error(`${email} never answered (${attempt + 1} tries)`);
          await sleep(100);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(1500 + Math.floor(Math.random() * 1500));
      if (stack.databaseUrl && kill === 1) {
        // Cut every connection the upstream holds, mid-write.
        await onServer(
          process.env.DATABASE_URL as string,
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${new URL(stack.databaseUrl).pathname.slice(1)}' and pid <> pg_backend_pid()`,
        );
        continue;
      }
      const killed = server;
      killed.child.kill('SIGKILL');
      await killed.exited;
      server = startUpstream(stack);
      await waitReady(stack.port);
    }
    await sleep(1000);
    stop = true;
    await Promise.all(writers);
    await new Promise((resolve) => proxy.server.close(resolve));
    const last = server;
    last.child.kill('SIGTERM');
    await last.exited;

    const { db, close } = await openDatabase(stack.databaseUrl ? { databaseUrl: stack.databaseUrl } : { dataDir: path.join(stack.dataDir, 'pglite') });
    const stored = (await db.select({ email: teamInvites.email }).from(teamInvites).where(eq(teamInvites.teamId, teamId))).map((r) => r.email);
    await close();
    const lost = [...acknowledged].filter((e) => !stored.includes(e));
    const twice = stored.filter((e, i) => stored.indexOf(e) !== i);
    console.log(
      `[crash-writes] ${stack.databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${acknowledged.size} acknowledged, ${stored.length} stored, ${proxy.lost()} answers lost on the way, ${lost.length} lost, ${twice.length} twice, ${errorsAfterCommit.length} errors after commit`,
    );
    expect(proxy.lost()).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(WRITERS * 3);
    expect(lost).toEqual([]);
    expect(twice).toEqual([]);
    expect(errorsAfterCommit).toEqual([]);
    expect(existsSync(stack.dataDir)).toBe(true);
  }, 420_000);
});
