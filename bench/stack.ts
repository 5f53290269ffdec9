/**
 * The product as it runs: `next start` and the compiled upstream over HTTP (the e2e launcher,
 * scripts/e2e-server.mjs, on its own port and data directory). Needs `npm run build` first.
 *
 * Prints, for a company's brands list of 20 rows (issue 13's rows):
 *   - the same list call direct to the upstream (bearer) and through the BFF (cookie → bearer,
 *     streamed relay): latency, throughput with 8 in flight, and the ratio;
 *   - BFF CPU per forwarded call, from /proc (user+system ticks of the BFF's process tree), beside
 *     the same figure for a bare Next route handler (/healthz): Next's own floor;
 *   - a page view (the brands screen's HTML, server-rendered with its first page): latency and
 *     BFF CPU per view.
 * Run: npm run build && npm run -s bench:stack   (BENCH_PORT, default 3300; BENCH_N, default 400)
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const N = Number(process.env.BENCH_N ?? 400);
const BFF = `http://localhost:${PORT}`;
const UP = `http://127.0.0.1:${PORT + 5000}/api`;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = path.join(root, `.data-e2e-${PORT}`);
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms used so far by `pid` and every process below it (Next may fork a server child). */
function treeCpuMs(pid: number): number {
  const stats = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      const s = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(d), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) }];
    } catch {
      return [];
    }
  });
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) {
      if (tree.has(s.pid) || !tree.has(s.ppid)) continue;
      tree.add(s.pid);
      grew = true;
    }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) * TICK_MS;
}

async function waitFor(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function mails(email: string): Promise<{ text: string }[]> {
  const res = await fetch(`${UP.replace('/api', '')}/_dev/mail?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: { text: string }[] }).data;
}

/** The newest code mailed to `email`, once more than `after` messages have arrived. */
async function mailedCode(email: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const list = await mails(email);
    const code = list.length > after ? list[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no code');
}

/** A signed-in BFF cookie, a bearer token for the same user, and a company with 20 brands. */
async function world(): Promise<{ cookie: string; token: string; companyId: number }> {
  const email = `bench-${Date.now()}@bench.test`;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: BFF, ...headers }, body: JSON.stringify(body) });
  await post(`${BFF}/api/auth/signup`, { email, first_name: 'Bea', last_name: 'Bench' });
  const verified = await post(`${BFF}/api/auth/verify-signup`, { email, code: await mailedCode(email) });
  const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const sent = (await mails(email)).length;
  await post(`${UP}/auth/login`, { email });
  const code = await mailedCode(email, sent);
  const token = ((await (await post(`${UP}/auth/verify-login`, { email, code })).json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const team = new FormData();
  team.append('name', 'Bench team');
  const teamId = ((await (await fetch(`${UP}/teams`, { method: 'POST', headers: auth, body: team })).json()) as { data: { id: number } }).data.id;
  const company = new FormData();
  for (const [k, v] of Object.entries({ name: 'Bench Foods', subdomain: `bench-${Date.now().toString(36)}`, team_id: String(teamId) })) company.append(k, v);
  const companyId = ((await (await fetch(`${UP}/companies`, { method: 'POST', headers: auth, body: company })).json()) as { data: { id: number } }).data.id;
  for (let i = 1; i <= 20; i++) {
    const brand = new FormData();
    brand.append('name', `Brand ${String(i).padStart(2, '0')}`);
    await fetch(`${UP}/companies/${companyId}/brands`, { method: 'POST', headers: auth, body: brand });
  }
  return { cookie, token, companyId };
}

const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

async function sequential(n: number, call: () => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await call();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`status ${res.status}`);
    out.push(performance.now() - t0);
  }
  return out;
}

/** Calls per second with `inFlight` callers, each making n / inFlight calls in a row. */
async function throughput(n: number, inFlight: number, call: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: inFlight }, () => sequential(Math.ceil(n / inFlight), call)));
  return (inFlight * Math.ceil(n / inFlight)) / ((performance.now() - t0) / 1000);
}

async function main() {
  const stack = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], { env: { ...process.env, E2E_PORT: String(PORT), LOG_LEVEL: 'error', DEMO_SHOP: 'false' }, stdio: 'ignore', detached: true });
  try {
    await waitFor(`${BFF}/login`);
    const bffPid = Number(readFileSync(path.join(dataDir, 'bff.pid'), 'utf8'));
    const { cookie, token, companyId } = await world();
    const list = `companies/${companyId}/brands?page=1&per_page=20`;
    const direct = () => fetch(`${UP}/${list}`, { headers: { authorization: `Bearer ${token}` } });
    const viaBff = () => fetch(`${BFF}/api/${list}`, { headers: { cookie } });
    const bare = () => fetch(`${BFF}/healthz`);
    const pageView = () => fetch(`${BFF}/company/${companyId}/brands`, { headers: { cookie } });
    await sequential(50, direct);
    await sequential(50, viaBff);
    await sequential(10, pageView);

    await sequential(50, bare);
    let cpu0 = treeCpuMs(bffPid);
    const h = await sequential(N, bare);
    const bareCpuPerCall = (treeCpuMs(bffPid) - cpu0) / N;
    const d = await sequential(N, direct);
    cpu0 = treeCpuMs(bffPid);
    const b = await sequential(N, viaBff);
    const bffCpuPerCall = (treeCpuMs(bffPid) - cpu0) / N;
    const dRate = await throughput(N, 8, direct);
    const bRate = await throughput(N, 8, viaBff);
    const views = Math.max(20, Math.round(N / 10));
    cpu0 = treeCpuMs(bffPid);
    const p = await sequential(views, pageView);
    const bffCpuPerView = (treeCpuMs(bffPid) - cpu0) / views;

    const row = (label: string, xs: number[]) => console.log(`${label.padEnd(40)} p50=${q(xs, 0.5).toFixed(1).padStart(6)} ms  p95=${q(xs, 0.95).toFixed(1).padStart(6)} ms`);
    console.log(`next start + compiled upstream (PGlite), ${N} calls per case; brands list of 20 rows\n`);
    row('bare Next route handler (/healthz)', h);
    console.log(`${'BFF CPU per bare handler call'.padEnd(40)} ${bareCpuPerCall.toFixed(2)} ms (Next's own floor)`);
    row('list direct to the upstream', d);
    row('list through the BFF', b);
    console.log(`${'throughput, 8 in flight'.padEnd(40)} direct ${dRate.toFixed(0)}/s, through the BFF ${bRate.toFixed(0)}/s: ratio ${(bRate / dRate).toFixed(2)}`);
    console.log(`${'BFF CPU per forwarded call'.padEnd(40)} ${bffCpuPerCall.toFixed(2)} ms`);
    row('page view (brands screen HTML)', p);
    console.log(`${'BFF CPU per page view'.padEnd(40)} ${bffCpuPerView.toFixed(1)} ms`);
  } finally {
    try {
      process.kill(-stack.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
