/**
 * Upstream and PostgreSQL CPU per list call (issue 13: "upstream CPU per 20-row list call ≤ 2 ms
 * + ≤ 1 ms in PostgreSQL; ≤ 3 round trips"). Runs the compiled upstream (upstream/dist/server.js,
 * `node scripts/build-upstream.mjs` first) on a throwaway PostgreSQL database, once with the token
 * memory off (TOKEN_CACHE_MS=0) and once on (the default 5 s), and calls a company's brands list
 * of 20 rows N times, one at a time. CPU is read from /proc: the upstream process, and every
 * PostgreSQL process (the server is local; keep the machine otherwise quiet). A bare Hono handler
 * (`/healthz`) is the upstream's floor.
 * Run: npx tsx bench/upstream-cpu.ts   (BENCH_N, default 2000; DATABASE_URL's server, default local)
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sha256 } from '../upstream/src/lib/crypto';

const N = Number(process.env.BENCH_N ?? 2000);
const SERVER = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = 8450;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const TICK_MS = 10; // USER_HZ is 100 on Linux

function procs(): { pid: number; comm: string; ticks: number }[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      const s = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(d), comm: s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')), ticks: Number(f[11]) + Number(f[12]) }];
    } catch {
      return [];
    }
  });
}
const cpuOf = (pid: number) => (procs().find((p) => p.pid === pid)?.ticks ?? 0) * TICK_MS;
const postgresCpu = () => procs().filter((p) => p.comm.startsWith('postgres')).reduce((sum, p) => sum + p.ticks, 0) * TICK_MS;

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function seed(url: string, token: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (text: string, params: unknown[] = []) => (await c.query(text, params)).rows[0] as { id: number };
    const user = await q(`insert into users (email, first_name, last_name, email_verified_at) values ('cpu@example.com', 'C', 'P', now()) returning id`);
    await c.query(`insert into api_tokens (user_id, kind, name, token_hash, abilities, last_used_at) values ($1, 'session', 'bench', $2, '["*"]', now())`, [user.id, sha256(token)]);
    const team = await q(`insert into teams (name, created_by) values ('T', $1) returning id`, [user.id]);
    await c.query(`insert into team_members (team_id, user_id, role) values ($1, $2, 'admin')`, [team.id, user.id]);
    const company = await q(`insert into companies (name, subdomain) values ('Acme', 'acme-cpu') returning id`);
    await c.query(`insert into company_teams (company_id, team_id) values ($1, $2)`, [company.id, team.id]);
    await c.query(`insert into brands (company_id, name) select $1, 'Brand ' || i from generate_series(1, 20) i`, [company.id]);
    return company.id;
  } finally {
    await c.end();
  }
}

async function measure(label: string, url: string, headers: Record<string, string>): Promise<string> {
  for (let i = 0; i < 200; i++) await (await fetch(url, { headers })).arrayBuffer();
  const up0 = cpuOf(upstreamPid);
  const pg0 = postgresCpu();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
  }
  const wall = (performance.now() - t0) / N;
  const up = (cpuOf(upstreamPid) - up0) / N;
  const db = (postgresCpu() - pg0) / N;
  return `| ${label} | ${up.toFixed(2)} ms | ${db.toFixed(2)} ms | ${wall.toFixed(2)} ms |`;
}

let upstreamPid = 0;

async function run(cacheMs: string, rows: string[]): Promise<void> {
  const name = `bench_cpu_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = SERVER.replace(/\/[^/]*$/, `/${name}`);
  // BENCH_PROFILE=dir: a V8 CPU profile of the upstream per run, written there on exit.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'upstream', 'dist', 'server.js')], {
    env: {
      ...process.env, NODE_ENV: 'development', DATABASE_URL: url, UPSTREAM_PORT: String(PORT), REALTIME_EMBEDDED: 'false', JOBS_EMBEDDED: 'false',
      MONITORING_ENABLED: 'false', LOG_LEVEL: 'error', TOKEN_CACHE_MS: cacheMs, DATA_DIR: path.join(root, '.data-bench-cpu'),
    },
    stdio: 'ignore',
  });
  upstreamPid = child.pid ?? 0;
  try {
    await waitFor(`http://127.0.0.1:${PORT}/healthz`);
    const token = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const companyId = await seed(url, token);
    const headers = { authorization: `Bearer ${token}` };
    if (cacheMs === '0') rows.push(await measure('bare Hono handler (`/healthz`)', `http://127.0.0.1:${PORT}/healthz`, {}));
    rows.push(await measure(`brands list, 20 rows, token memory ${cacheMs === '0' ? 'off' : 'on'}`, `http://127.0.0.1:${PORT}/api/companies/${companyId}/brands?per_page=20`, headers));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  const rows: string[] = [];
  await run('0', rows);
  await run('5000', rows);
  console.log(`node ${process.version}, compiled upstream on PostgreSQL, ${N} sequential calls per case\n`);
  console.log('| case | upstream CPU per call | PostgreSQL CPU per call | wall per call |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
