/**
 * Upstream and PostgreSQL CPU per list call (goal, docs/performance.md: upstream CPU per 20-row
 * list call ≤ 2 ms + ≤ 1 ms in PostgreSQL; ≤ 3 round trips): the compiled upstream on a throwaway
 * PostgreSQL database, a company's brands list of 20 rows called N times one at a time, CPU from
 * /proc (the upstream process; every PostgreSQL process). A bare Hono handler (`/healthz`) is the
 * upstream's floor. Round trips are counted in-process on the same database (statementWatchers): a
 * count, not a timing, so the in-process app gives the same figure as the compiled one. Used by
 * bench/upstream-cpu.ts and bench/record.ts.
 */
import pg from 'pg';
import { statementWatchers } from '../upstream/src/db/client';
import { sha256 } from '../upstream/src/lib/crypto';
import { createTestApp } from '../upstream/src/test/create-test-app';
import { startCompiledUpstream } from './compiled-upstream';
import { cpuOf, postgresCpu } from './proc-cpu';

export const SERVER = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = 8450;

export type CpuRow = { label: string; upstreamMs: number; postgresMs: number; wallMs: number };
export type UpstreamCpu = { rows: CpuRow[]; bare: CpuRow; list: CpuRow; roundTrips: { cold: number; warm: number } };

async function seed(url: string, token: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (text: string, params: unknown[] = []) => (await c.query(text, params)).rows[0] as { id: number };
    const user = await q(`insert into users (email, first_name, last_name, email_verified_at) values ('cpu@example.com', 'C', 'P', now()) returning id`);
    await c.query(`insert into api_tokens (user_id, kind, name, token_hash, abilities, last_used_at) values ($1, 'session', 'bench', $2, '["*"]', now())`, [
      user.id,
      sha256(token),
    ]);
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

async function measure(label: string, n: number, pid: number, url: string, headers: Record<string, string>): Promise<CpuRow> {
  for (let i = 0; i < Math.min(200, n); i++) await (await fetch(url, { headers })).arrayBuffer();
  const up0 = cpuOf(pid);
  const pg0 = postgresCpu();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
  }
  return { label, wallMs: (performance.now() - t0) / n, upstreamMs: (cpuOf(pid) - up0) / n, postgresMs: (postgresCpu() - pg0) / n };
}

/** Statements the list call sends: the first call (token resolved) and a repeat (token memory on). */
async function roundTrips(url: string, path: string, token: string): Promise<{ cold: number; warm: number }> {
  const t = await createTestApp({ TOKEN_CACHE_MS: '5000' }, { databaseUrl: url });
  const count = async () => {
    let n = 0;
    const watch = () => void (n += 1);
    statementWatchers.add(watch);
    try {
      const res = await t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    } finally {
      statementWatchers.delete(watch);
    }
    return n;
  };
  try {
    return { cold: await count(), warm: await count() };
  } finally {
    await t.close();
  }
}

/** One database and upstream per token-memory setting (`cacheMs`: '0' off, '5000' on, the default). */
async function run(cacheMs: string, n: number, withBare: boolean, out: CpuRow[]): Promise<{ cold: number; warm: number } | null> {
  const name = `bench_cpu_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = SERVER.replace(/\/[^/]*$/, `/${name}`);
  try {
    const upstream = await startCompiledUpstream(url, PORT, { TOKEN_CACHE_MS: cacheMs });
    try {
      const token = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const companyId = await seed(url, token);
      const headers = { authorization: `Bearer ${token}` };
      if (withBare) out.push(await measure('bare Hono handler (`/healthz`)', n, upstream.pid, `${upstream.base}/healthz`, {}));
      const path = `/api/companies/${companyId}/brands?per_page=20`;
      out.push(await measure(`brands list, 20 rows, token memory ${cacheMs === '0' ? 'off' : 'on'}`, n, upstream.pid, `${upstream.base}${path}`, headers));
      return cacheMs === '0' ? null : await roundTrips(url, path, token);
    } finally {
      await upstream.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `memory`: the token-memory settings to run ('off' first carries the bare handler when both run). */
export async function measureUpstreamCpu(n: number, memory: ('off' | 'on')[] = ['off', 'on']): Promise<UpstreamCpu> {
  const rows: CpuRow[] = [];
  let trips = { cold: NaN, warm: NaN };
  for (const [i, m] of memory.entries()) trips = (await run(m === 'off' ? '0' : '5000', n, i === 0, rows)) ?? trips;
  const list = rows.find((r) => r.label.endsWith('token memory on')) ?? rows[rows.length - 1];
  return { rows, bare: rows[0], list, roundTrips: trips };
}
