/**
 * Measures the request path every signed-in screen uses:
 *   1. upstream alone: GET /api/user over HTTP (bearer lookup by hash + user row), real PGlite;
 *   2. through the BFF forwarder: GET /api/user as the browser sends it (cookie unseal, allowlist,
 *      bearer added, streamed relay) → the same upstream over HTTP;
 *   3. the code sign-up: POST auth/signup + verify-signup (rate-limit upserts, mail to the outbox,
 *      hashing, token insert).
 * Prints p50/p95/p99 and throughput. Run: npm run bench:request-path
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../upstream/src/test/create-test-app';
import { latestCode, signUpUser, json } from '../upstream/src/test/helpers';
import { forwardRequest } from '../lib/upstream/forward-request';
import { testRequest } from '../lib/upstream/testing/session-cookie';
import { setTestEnv } from '../lib/upstream/testing/fake-upstream';

process.env.LOG_LEVEL ??= 'error';
const N = Number(process.env.BENCH_N ?? 2000);
const WARMUP = 200;

function stats(label: string, samples: number[], totalMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  console.log(
    `${label.padEnd(34)} n=${samples.length}  p50=${at(0.5)} ms  p95=${at(0.95)} ms  p99=${at(0.99)} ms  ${(samples.length / (totalMs / 1000)).toFixed(0)} req/s`,
  );
}

async function measure(label: string, n: number, fn: () => Promise<void>) {
  for (let i = 0; i < Math.min(WARMUP, n); i++) await fn();
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  stats(label, samples, performance.now() - start);
}

async function main() {
  const t = await createTestApp();
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setTestEnv(`${base}/api`);
  const { token } = await signUpUser(t, 'bench@example.com');

  console.log(`node ${process.version}, ${N} sequential requests per case, PGlite in memory\n`);
  await measure('upstream GET /api/user', N, async () => {
    const res = await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    await res.arrayBuffer();
  });
  await measure('BFF forwarder → upstream GET user', N, async () => {
    const res = await forwardRequest(await testRequest('/api/user', { session: { authToken: token } }));
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    await res.arrayBuffer();
  });
  // The two API calls only: reading the code from the outbox stands in for the person reading their
  // mail, and the outbox is scanned per read (it held 500 mails by the end and took ~70 ms of each
  // round, which the first version of this bench counted as sign-up time).
  let i = 0;
  const signups: number[] = [];
  const started = performance.now();
  for (; i < Math.min(N, 500) + 20; ) {
    // A distinct IP per round keeps the per-IP limit out of the measurement (it is covered by tests).
    const ip = { 'x-forwarded-for': `198.51.100.${i % 250}`, 'x-bench': String(i) };
    const email = `bench${i++}@example.com`;
    const t0 = performance.now();
    await t.app.request('/api/auth/signup', json({ email, first_name: 'B', last_name: 'N' }, ip));
    const sent = performance.now() - t0;
    const code = await latestCode(t, email);
    const t1 = performance.now();
    const res = await t.app.request('/api/auth/verify-signup', json({ email, code }, ip));
    if (res.status !== 200) throw new Error(`verify ${res.status}`);
    if (i > 20) signups.push(sent + performance.now() - t1); // the first 20 warm up
  }
  stats('code sign-up (signup + verify)', signups, performance.now() - started);

  server.close();
  await t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
