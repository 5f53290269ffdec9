/**
 * List latency at two sizes on PostgreSQL (goal: 100k rows ≤ 1.5× of 1k, docs/performance.md):
 * every paged list (catalogue, directories, files, insights, meetings, tasks, admin users) at its
 * first page, newest first, a contains-search and its last page, the median of N calls each.
 * In-process (`app.request`: auth, access, count, page, presentation, JSON) or over HTTP to the
 * compiled upstream on the same database (`http`: sockets, the production bundle). Used by
 * bench/list-scale.ts and bench/record.ts.
 */
import { createTestApp, releaseTestDatabases } from '../upstream/src/test/create-test-app';
import { listCases, seedListScale } from '../upstream/src/test/list-scale-seed';
import type { ListCase } from '../upstream/src/test/list-scale-seed';
import { startCompiledUpstream } from './compiled-upstream';

process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
process.env.LOG_LEVEL ??= 'error';
const WARMUP = 5;
const PORT = 8460;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export type ListTiming = { list: string; label: string; small: number; large: number; ratio: number };

/** One size's world: its cases and a call that times one of them (ms). */
type Size = { cases: ListCase[]; time: (path: string) => Promise<number>; close: () => Promise<void> };

async function openSize(rows: number, port: number, http: boolean, log: (line: string) => void): Promise<Size> {
  // The 100k-row seed outlasts the request bounds of the pool (db/pool-bounds.ts).
  process.env.DATABASE_CONNECT_TIMEOUT_MS ??= '600000';
  process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '3600000';
  const t = await createTestApp();
  try {
    const started = performance.now();
    const world = await seedListScale(t, rows);
    log(`seeded ${rows} rows per list in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const headers = { authorization: `Bearer ${world.token}` };
    if (http && !t.databaseUrl) throw new Error('lists over HTTP need DATABASE_URL (PostgreSQL)');
    // The seed's user is admin@example.com, a super-administrator under createTestApp: the compiled one must agree.
    const upstream = http && t.databaseUrl ? await startCompiledUpstream(t.databaseUrl, port, { SUPERADMIN_EMAILS: 'admin@example.com' }) : null;
    const time = async (path: string) => {
      const t0 = performance.now();
      const res = upstream ? await fetch(`${upstream.base}${path}`, { headers }) : await t.app.request(path, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
      return performance.now() - t0;
    };
    const close = async () => {
      await upstream?.stop();
      await t.close();
    };
    return { cases: await listCases(t, world), time, close };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * Every list × case at `small` and `large` rows, with the ratio large/small. Both worlds are up at
 * once and each case's samples alternate between them, so a busy moment of a shared machine weighs
 * on both sides of a ratio alike (measured one size after the other, a load change between the two
 * became a ratio).
 */
export async function measureListScale(opts: {
  small: number;
  large: number;
  n: number;
  http: boolean;
  cases?: string[];
  log?: (line: string) => void;
}): Promise<ListTiming[]> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const opened: Size[] = [];
  try {
    opened.push(await openSize(opts.small, PORT, opts.http, log));
    opened.push(await openSize(opts.large, PORT + 1, opts.http, log));
    const [a, b] = opened;
    const timings: ListTiming[] = [];
    for (const [i, c] of a.cases.entries()) {
      const d = b.cases[i]; // the same list and case (the late page's number differs)
      if (opts.cases && !opts.cases.includes(c.label)) continue;
      for (let w = 0; w < WARMUP; w++) {
        await a.time(c.path);
        await b.time(d.path);
      }
      const small: number[] = [];
      const large: number[] = [];
      for (let k = 0; k < opts.n; k++) {
        small.push(await a.time(c.path));
        large.push(await b.time(d.path));
      }
      timings.push({ list: c.list, label: c.label, small: median(small), large: median(large), ratio: median(large) / median(small) });
    }
    return timings;
  } finally {
    for (const size of opened) await size.close();
    await releaseTestDatabases(); // the migrated template both sizes were copied from
  }
}

/** Per list, its worst case (the highest ratio). */
export function worstPerList(timings: ListTiming[]): ListTiming[] {
  const worst = new Map<string, ListTiming>();
  for (const t of timings) {
    const current = worst.get(t.list);
    if (!current || t.ratio > current.ratio) worst.set(t.list, t);
  }
  return [...worst.values()];
}
