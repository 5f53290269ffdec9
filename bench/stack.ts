/**
 * The product as it runs: `next start` and the compiled upstream over HTTP (the e2e launcher,
 * scripts/e2e-server.mjs, on its own port and data directory). Needs `npm run build` first.
 *
 * Prints, for a company's brands list of 20 rows (bench/stack-measure.ts says how): the list direct
 * and through the BFF (latency, throughput with 8 in flight, the ratio), BFF CPU per forwarded call
 * beside a bare Next route handler's, and a page view's latency and BFF CPU.
 * Run: npm run build && npm run -s bench:stack   (BENCH_PORT, default 3300; BENCH_N, default 400)
 */
import { measureStack } from './stack-measure';
import type { Percentiles } from './stack-measure';
import { startStack, stopStack, world } from './stack-lib';

const N = Number(process.env.BENCH_N ?? 400);

async function main() {
  const { stack, bffPid } = await startStack();
  try {
    const f = await measureStack({ bffPid, ...(await world()) }, N);
    const row = (label: string, x: Percentiles) =>
      console.log(`${label.padEnd(40)} p50=${x.p50.toFixed(1).padStart(6)} ms  p95=${x.p95.toFixed(1).padStart(6)} ms`);
    console.log(`next start + compiled upstream (PGlite), ${N} calls per case; brands list of 20 rows\n`);
    row('bare Next route handler (/healthz)', f.bare);
    console.log(`${'BFF CPU per bare handler call'.padEnd(40)} ${f.bare.cpuPerCall.toFixed(2)} ms (Next's own floor)`);
    row('list direct to the upstream', f.direct);
    row('list through the BFF', f.viaBff);
    console.log(
      `${'throughput, 8 in flight'.padEnd(40)} direct ${f.direct.rate.toFixed(0)}/s, through the BFF ${f.viaBff.rate.toFixed(0)}/s: ratio ${f.ratio.toFixed(2)}`,
    );
    console.log(`${'BFF CPU per forwarded call'.padEnd(40)} ${f.viaBff.cpuPerCall.toFixed(2)} ms`);
    row('page view (brands screen HTML)', f.pageHtml);
    console.log(`${'BFF CPU per page view'.padEnd(40)} ${f.pageHtml.cpuPerView.toFixed(1)} ms`);
  } finally {
    stopStack(stack);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
