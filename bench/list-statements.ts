/**
 * Where a list call's time goes, statement by statement: seeds BENCH_ROWS rows per list on
 * PostgreSQL (the list-scale world), calls each list's first page once to warm it, then again while
 * recording every statement it sends, and prints each statement's server time (EXPLAIN ANALYZE's
 * execution time) beside the call's wall time. Run: npx tsx bench/list-statements.ts [list…]
 * (lists as named by bench/list-scale.ts; default: all). The record's "round trips per list call"
 * (docs/performance.md).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { statementWatchers } from '../upstream/src/db/client';
import { createTestApp, releaseTestDatabases } from '../upstream/src/test/create-test-app';
import { listCases, seedListScale } from '../upstream/src/test/list-scale-seed';

const SERVER = (process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test');
process.env.LOG_LEVEL ??= 'error';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const only = new Set(process.argv.slice(2));

type Recorded = { statement: string; params: unknown[] };

async function main() {
  // The 100k-row seed outlasts the request bounds of the pool (db/pool-bounds.ts).
  process.env.DATABASE_CONNECT_TIMEOUT_MS ??= '600000';
  process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '3600000';
  const t = await createTestApp();
  const world = await seedListScale(t, ROWS);
  const headers = { authorization: `Bearer ${world.token}` };
  const cases = (await listCases(t, world)).filter((c) => c.label === (process.env.BENCH_CASE ?? 'page 1') && (only.size === 0 || only.has(c.list)));
  const dbName = ((await t.deps.db.execute(sql.raw('select current_database() as d'))) as unknown as { rows: { d: string }[] }).rows[0].d;
  const client = new pg.Client({ connectionString: SERVER.replace(/\/[^/]*$/, `/${dbName}`) });
  await client.connect();
  try {
    for (const c of cases) {
      await (await t.app.request(c.path, { headers })).arrayBuffer();
      const recorded: Recorded[] = [];
      const watch = (statement: string, params: unknown[]) => void recorded.push({ statement, params });
      statementWatchers.add(watch);
      const t0 = performance.now();
      await (await t.app.request(c.path, { headers })).arrayBuffer();
      const wall = performance.now() - t0;
      statementWatchers.delete(watch);
      console.log(`\n${c.list} (${c.path}): ${recorded.length} statements, call ${wall.toFixed(1)} ms`);
      for (const r of recorded) {
        const plan = await client.query(`explain (analyze, format json) ${r.statement}`, r.params as unknown[]);
        const timing = (plan.rows[0] as { 'QUERY PLAN': { 'Execution Time': number; 'Planning Time': number }[] })['QUERY PLAN'][0];
        const ms = timing['Execution Time'];
        // Planning is part of a statement's cost too (a prepared statement with a generic plan skips it).
        console.log(
          `  ${ms.toFixed(2).padStart(8)} ms  (+${timing['Planning Time'].toFixed(2)} ms planning)  ${r.statement.replace(/\s+/g, ' ').slice(0, 130)}`,
        );
        // BENCH_PLAN=ms: the text plan of every statement slower than that.
        if (process.env.BENCH_PLAN && ms > Number(process.env.BENCH_PLAN)) {
          const text = await client.query(`explain analyze ${r.statement}`, r.params as unknown[]);
          console.log(`${r.statement}\n${JSON.stringify(r.params)}\n${text.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
        }
      }
    }
  } finally {
    await client.end();
    await t.close();
    await releaseTestDatabases();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
