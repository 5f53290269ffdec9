/**
 * Crash recovery (goal: the first acknowledged write within 5 s of a crash), on both
 * databases: the compiled upstream (`node scripts/build-upstream.mjs` first) on a temporary DATA_DIR
 * with PGlite, then on a throwaway PostgreSQL database (BENCH_PG_URL, default
 * postgres://root@127.0.0.1:5432/test; BENCH_PG=false skips it). A user signs up over the API, a
 * few writes (POST teams) are acknowledged, the process is SIGKILLed and started again at once;
 * the figure is kill → the first 2xx to a write with the same token (retried every 25 ms), with the
 * restart's own "[upstream] ready in N ms (database N ms)" line beside it. Figures printed, not asserted.
 * Run: `node scripts/build-upstream.mjs && npx tsx bench/crash-recovery.ts` (BENCH_RUNS, 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayDatabase } from '@/upstream/src/jobs/throwaway-database';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8470);
const APP_URL = 'http://localhost:3470';
const base = `http://127.0.0.1:${PORT}`;

type Started = { child: ChildProcess; ready: Promise<string> };

function start(dataDir: string, databaseUrl?: string): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    UPSTREAM_PORT: String(PORT),
    APP_URL,
    REALTIME_EMBEDDED: 'false',
    MONITORING_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    PUSHER_PORT: '9',
    AUTH_SENDS_PER_IP: '1000',
    AUTH_TRIES_PER_IP: '1000',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'upstream', 'dist', 'server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<string>((resolve) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = /\[upstream\] ready in [^\n]*/.exec(out)?.[0];
      if (line) resolve(line.replace('[upstream] ', ''));
    });
    child.once('exit', (code) => resolve(`exited (${code})`));
  });
  return { child, ready };
}

const post = (p: string, body: unknown, token?: string) =>
  fetch(`${base}/api/${p}`, {
    method: 'POST',
    headers: {
      origin: APP_URL,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(2_000),
  });

async function until<T>(what: string, attempt: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`${what}: nothing within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function signUp(): Promise<string> {
  const email = `crash-${Date.now()}@bench.test`;
  await post('auth/signup', { email, first_name: 'Cora', last_name: 'Crash' });
  const code = await until('the code', async () => {
    const res = await fetch(`${base}/_dev/mail?to=${encodeURIComponent(email)}`);
    return ((await res.json()) as { data: { text: string }[] }).data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  });
  const res = await post('auth/verify-signup', { email, code });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A write the API acknowledges (201), or undefined. */
async function write(token: string, n: number): Promise<true | undefined> {
  const form = new FormData();
  form.append('name', `Crash team ${n}`);
  const res = await post('teams', form, token);
  await res.arrayBuffer();
  return res.status === 201 ? true : undefined;
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

async function measure(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-recovery-'));
  let current = start(dataDir, databaseUrl);
  try {
    console.error(`${label}: first start ${await current.ready}`);
    await until('the first start', async () => ((await fetch(`${base}/healthz`)).ok ? true : undefined));
    const token = await signUp();
    let n = 0;
    for (let i = 0; i < 3; i++) if (!(await write(token, n++))) throw new Error(`${label}: a write before the crash failed`);
    const figures: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const killedAt = performance.now();
      current.child.kill('SIGKILL');
      await exited(current.child);
      current = start(dataDir, databaseUrl);
      await until('the first acknowledged write', () => write(token, n++), 60_000);
      const ms = performance.now() - killedAt;
      figures.push(ms);
      console.log(`${label.padEnd(10)} run ${run}: first acknowledged write ${Math.round(ms)} ms after SIGKILL (restart: ${await current.ready})`);
    }
    const sorted = [...figures].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(10)} median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, worst ${Math.round(sorted[sorted.length - 1])} ms (goal 5000 ms)`,
    );
  } finally {
    current.child.kill('SIGTERM');
    await exited(current.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `node ${process.version}, compiled upstream (jobs embedded, realtime and monitoring off), ${RUNS} SIGKILLs per database, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}\n`,
  );
  await measure('PGlite');
  if (process.env.BENCH_PG !== 'false') {
    const database = await createThrowawayDatabase(process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test');
    try {
      await measure('PostgreSQL', database.url);
    } finally {
      await database.drop();
    }
  }
}

await main();
