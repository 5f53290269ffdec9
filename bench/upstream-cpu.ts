/**
 * Upstream and PostgreSQL CPU per brands-list call of 20 rows, token memory off and on, beside a
 * bare Hono handler (bench/upstream-cpu-lib.ts says how). Needs the compiled upstream
 * (`node scripts/build-upstream.mjs`; `npm run bench:upstream-cpu` does it).
 * Run: npx tsx bench/upstream-cpu.ts   (BENCH_N, default 2000; DATABASE_URL's server, default local)
 */
import { measureUpstreamCpu } from './upstream-cpu-lib';

const N = Number(process.env.BENCH_N ?? 2000);

async function main() {
  const { rows, roundTrips } = await measureUpstreamCpu(N);
  console.log(`node ${process.version}, compiled upstream on PostgreSQL, ${N} sequential calls per case\n`);
  console.log('| case | upstream CPU per call | PostgreSQL CPU per call | wall per call |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.upstreamMs.toFixed(2)} ms | ${r.postgresMs.toFixed(2)} ms | ${r.wallMs.toFixed(2)} ms |`);
  console.log(`\nround trips per call: ${roundTrips.cold} (token resolved), ${roundTrips.warm} (token memory)`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
