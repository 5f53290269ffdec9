/**
 * List latency at 1k and 100k rows on PostgreSQL: every paged list (catalogue, directories, files,
 * insights, meetings, tasks, admin users) at its first page, newest first, a contains-search and
 * its last page, each as the upstream answers it (in-process `app.request`: auth, access, count,
 * page, presentation, JSON). Prints the median of each and the 100k/1k ratio (goal ≤ 1.5×).
 * Run: npm run bench:lists (DATABASE_URL defaults to postgres://root@127.0.0.1:5432/test).
 * BENCH_SIZES=1000,100000 and BENCH_N (samples per case, default 25) tune it.
 */
import { createTestApp } from '../upstream/src/test/create-test-app';
import { listCases, seedListScale } from '../upstream/src/test/list-scale-seed';
import type { ListCase } from '../upstream/src/test/list-scale-seed';

process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
process.env.LOG_LEVEL ??= 'error';
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const N = Number(process.env.BENCH_N ?? 25);
const WARMUP = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measureSize(rows: number): Promise<Map<string, number>> {
  const t = await createTestApp();
  try {
    const started = performance.now();
    const world = await seedListScale(t, rows);
    console.error(`seeded ${rows} rows per list in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const headers = { authorization: `Bearer ${world.token}` };
    const results = new Map<string, number>();
    const cases: ListCase[] = await listCases(t, world);
    for (const c of cases) {
      const once = async () => {
        const res = await t.app.request(c.path, { headers });
        if (res.status !== 200) throw new Error(`${c.path}: ${res.status}`);
        await res.arrayBuffer();
      };
      for (let i = 0; i < WARMUP; i++) await once();
      const samples: number[] = [];
      for (let i = 0; i < N; i++) {
        const t0 = performance.now();
        await once();
        samples.push(performance.now() - t0);
      }
      results.set(`${c.list}|${c.label}`, median(samples));
    }
    return results;
  } finally {
    await t.close();
  }
}

async function main() {
  const bySize = new Map<number, Map<string, number>>();
  for (const rows of SIZES) bySize.set(rows, await measureSize(rows));
  const [small, large] = SIZES;
  const a = bySize.get(small)!;
  const b = bySize.get(large)!;
  const label = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));
  console.log(`node ${process.version}, PostgreSQL, median of ${N} in-process requests per case, 20 rows per page\n`);
  console.log(`| list | case | ${label(small)} rows (ms) | ${label(large)} rows (ms) | ratio |`);
  console.log('|---|---|---:|---:|---:|');
  let worst = 0;
  for (const [key, ms] of a) {
    const [list, kase] = key.split('|');
    const big = b.get(key) ?? NaN;
    worst = Math.max(worst, big / ms);
    console.log(`| ${list} | ${kase} | ${ms.toFixed(2)} | ${big.toFixed(2)} | ${(big / ms).toFixed(1)}× |`);
  }
  console.log(`\nworst ratio: ${worst.toFixed(1)}×`);
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
