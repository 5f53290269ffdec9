/**
 * The running stack for the benches (bench/stack.ts, bench/relay-profile.ts, bench/record.ts): the e2e launcher
 * (scripts/e2e-server.mjs) on a port of its own, a signed-in user with 20 brands, timing helpers
 * and the BFF's CPU read from /proc. Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export { treeCpuMs } from './proc-cpu';

export const PORT = Number(process.env.BENCH_PORT ?? 3300);
export const BFF = `http://localhost:${PORT}`;
export const UP = `http://127.0.0.1:${PORT + 5000}/api`;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = path.join(root, `.data-e2e-${PORT}`);

export async function waitFor(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

export async function mails(email: string): Promise<{ text: string }[]> {
  const res = await fetch(`${UP.replace('/api', '')}/_dev/mail?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: { text: string }[] }).data;
}

/** The newest code mailed to `email`, once more than `after` messages have arrived. */
export async function mailedCode(email: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const list = await mails(email);
    const code = list.length > after ? list[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no code');
}

/** A signed-in BFF cookie, a bearer token for the same user, and a company with 20 brands. */
export async function world(): Promise<{ cookie: string; token: string; companyId: number }> {
  const email = `bench-${Date.now()}@bench.test`;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: BFF, ...headers }, body: JSON.stringify(body) });
  await post(`${BFF}/api/auth/signup`, { email, first_name: 'Bea', last_name: 'Bench' });
  const verified = await post(`${BFF}/api/auth/verify-signup`, { email, code: await mailedCode(email) });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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

export const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

export async function sequential(n: number, call: () => Promise<Response>): Promise<number[]> {
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
export async function throughput(n: number, inFlight: number, call: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: inFlight }, () => sequential(Math.ceil(n / inFlight), call)));
  return (inFlight * Math.ceil(n / inFlight)) / ((performance.now() - t0) / 1000);
}

/** The stack in its own process group (`env` added to the launcher's), once the BFF answers; and the BFF's pid. */
export async function startStack(env: Record<string, string> = {}): Promise<{ stack: ChildProcess; bffPid: number }> {
  const stack = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
    env: { ...process.env, E2E_PORT: String(PORT), LOG_LEVEL: 'error', DEMO_SHOP: 'false', ...env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`${BFF}/login`);
  } catch (error) {
    stopStack(stack);
    throw error;
  }
  return { stack, bffPid: Number(readFileSync(path.join(dataDir, 'bff.pid'), 'utf8')) };
}

/** SIGTERM to the whole group: every process stops gracefully (and a --cpu-prof BFF writes its profile). */
export function stopStack(stack: ChildProcess): void {
  try {
    process.kill(-stack.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
