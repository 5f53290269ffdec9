/**
 * List latency at 1k and 100k rows on PostgreSQL, every paged list at its first page, newest first,
 * a contains-search and its last page (bench/list-scale-lib.ts). Prints the median of each and the
 * 100k/1k ratio (goal ≤ 1.5×).
 * Run: npm run bench:lists (DATABASE_URL defaults to postgres://root@127.0.0.1:5432/test).
 * BENCH_SIZES=1000,100000 and BENCH_N (samples per case, default 25) tune it; BENCH_HTTP=1 calls the
 * compiled upstream over HTTP (`node scripts/build-upstream.mjs` first) instead of in-process.
 * BENCH_CASES=search,late page measures only those cases.
 */
import { measureListScale } from './list-scale-lib';

const [small, large] = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const N = Number(process.env.BENCH_N ?? 25);
const http = process.env.BENCH_HTTP === '1';
const cases = process.env.BENCH_CASES?.split(',');

async function main() {
  const timings = await measureListScale({ small, large, n: N, http, cases });
  const label = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));
  console.log(
    `node ${process.version}, PostgreSQL, median of ${N} ${http ? 'HTTP requests to the compiled upstream' : 'in-process requests'} per case, 20 rows per page\n`,
  );
  console.log(`| list | case | ${label(small)} rows (ms) | ${label(large)} rows (ms) | ratio |`);
  console.log('|---|---|---:|---:|---:|');
  for (const t of timings) console.log(`| ${t.list} | ${t.label} | ${t.small.toFixed(2)} | ${t.large.toFixed(2)} | ${t.ratio.toFixed(1)}× |`);
  console.log(`\nworst ratio: ${Math.max(...timings.map((t) => t.ratio)).toFixed(1)}×`);
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
