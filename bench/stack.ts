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
import { BFF, UP, q, sequential, startStack, stopStack, throughput, treeCpuMs, world } from './stack-lib';

const N = Number(process.env.BENCH_N ?? 400);

async function main() {
  const { stack, bffPid } = await startStack();
  try {
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
    stopStack(stack);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
