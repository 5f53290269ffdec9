import pg from 'pg';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { listCases, SCALE_TABLES, seedListScale } from '../test/list-scale-seed';
import type { ListCase, ScaleWorld } from '../test/list-scale-seed';

/**
 * Every paged list keeps using its indexes at 100k rows (decision 0010): each query a
 * list request sends is run again under EXPLAIN (ANALYZE) and its plan must hold no sequential
 * scan of a seeded table (but for the exact total of an unfiltered list), no sort spilled to disk
 * and no search reading more rows than it keeps (filteredAwayMax). PostgreSQL only (the CI pass with
 * DATABASE_URL): PGlite's planner is the same, but 100k rows there would take minutes to load.
 */
const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const ROWS = 100_000;
const SEEDED = new Set(SCALE_TABLES);

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Sort Space Type'?: string; 'Rows Removed by Filter'?: number; Plans?: PlanNode[] };

/**
 * How many rows a search may read only to drop them. Migration 0009's statistics make a search's
 * plan follow its term, and a search with at most SORTED_MATCHES_MAX matches reads them through
 * the trigram index and sorts them (decision 0018), so both the common term (0.3% of the rows)
 * and the rare one read what the index finds, on every list. A broader search walks the ordered
 * index and stops after a page: not one of these cases.
 */
function filteredAwayMax(c: ListCase): number {
  return c.label === 'search' || c.label === 'rare search' ? 2_000 : Number.POSITIVE_INFINITY;
}

type Query = { text: string; values: unknown[] };
type QueryFn = (this: pg.Pool, ...args: unknown[]) => unknown;

/** What is wrong with a plan: sequential scans of seeded tables, sorts that went to disk, a scan that dropped more than `maxDropped` rows by its filter. */
function planProblems(node: PlanNode, maxDropped: number, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && SEEDED.has(node['Relation Name'] ?? '')) out.push(`Seq Scan on ${node['Relation Name']}`);
  if (node['Sort Space Type'] === 'Disk') out.push('sort on disk');
  const removed = node['Rows Removed by Filter'] ?? 0;
  if (removed > maxDropped) out.push(`${node['Node Type']} on ${node['Relation Name']} dropped ${removed} rows by its filter`);
  for (const child of node.Plans ?? []) planProblems(child, maxDropped, out);
  return out;
}

/** node-postgres takes `query(text, values)` or `query({ text, values? }, values?)`; drizzle sends the latter. */
function asQuery(args: unknown[]): Query | null {
  const [first, second] = args;
  const text = typeof first === 'string' ? first : first && typeof first === 'object' && 'text' in first && typeof first.text === 'string' ? first.text : null;
  if (text === null) return null;
  const inConfig = first && typeof first === 'object' && 'values' in first && Array.isArray(first.values) ? first.values : [];
  return { text, values: Array.isArray(second) ? second : inConfig };
}

describeOnPostgres('list plans at 100k rows (PostgreSQL)', () => {
  let t: TestApp;
  let world: ScaleWorld;
  let cases: ListCase[];
  let captured: Query[] | null = null;
  let bounds: { connect?: string; statement?: string } = {};
  const original = pg.Pool.prototype.query as unknown as QueryFn;

  beforeAll(async () => {
    jest.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
      const query = captured && asQuery(args);
      if (query) captured?.push(query);
      return original.apply(this, args);
    } as unknown as typeof pg.Pool.prototype.query);
    // Seeding 100k rows per table on parallel connections takes longer than the request bounds
    // (db/pool-bounds.ts): this file's pool waits and runs unbounded.
    bounds = { connect: process.env.DATABASE_CONNECT_TIMEOUT_MS, statement: process.env.DATABASE_STATEMENT_TIMEOUT_MS };
    process.env.DATABASE_CONNECT_TIMEOUT_MS = '600000';
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '3600000';
    t = await createTestApp();
    world = await seedListScale(t, ROWS);
    cases = await listCases(t, world);
  }, 180_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    for (const [name, value] of [
      ['DATABASE_CONNECT_TIMEOUT_MS', bounds.connect],
      ['DATABASE_STATEMENT_TIMEOUT_MS', bounds.statement],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  /** The queries one request of `c` sends that read a seeded table. */
  async function queriesOf(c: ListCase): Promise<Query[]> {
    captured = [];
    const res = await t.app.request(c.path, { headers: { authorization: `Bearer ${world.token}` } });
    const queries = captured;
    captured = null;
    expect(res.status).toBe(200);
    return queries.filter((q) => /^\s*(select|with)\b/i.test(q.text) && SCALE_TABLES.some((table) => q.text.includes(`"${table}"`)));
  }

  test('every list query walks an index: no sequential scan of a big table, no sort on disk', async () => {
    const pool = (t.deps.db as unknown as { $client: pg.Pool }).$client;
    const found: string[] = [];
    let checked = 0;
    for (const c of cases) {
      for (const q of await queriesOf(c)) {
        const result = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (analyze, format json) ${q.text}`, q.values);
        // No exception for totals: an unfiltered list's total is its list_counts row (decision 0012),
        // a filtered one counts what its index finds.
        const problems = planProblems(result.rows[0]['QUERY PLAN'][0].Plan, filteredAwayMax(c));
        checked += 1;
        if (problems.length) found.push(`${c.list} / ${c.label}: ${[...new Set(problems)].join(', ')}\n  ${q.text}`);
      }
    }
    expect(checked).toBeGreaterThan(cases.length);
    expect(found).toEqual([]);
  }, 120_000);
});
