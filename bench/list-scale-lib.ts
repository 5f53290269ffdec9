/**
 * List latency at two sizes on PostgreSQL (issue 13: "100k rows ≤ 1.5× of 1k"): every paged list
 * (catalogue, directories, files, insights, meetings, tasks, admin users) at its first page, newest
 * first, a contains-search and its last page, the median of N calls each. In-process
 * (`app.request`: auth, access, count, page, presentation, JSON) or over HTTP to the compiled
 * upstream on the same database (`http`: sockets, the production bundle). Used by
 * bench/list-scale.ts and bench/record.ts.
 */
import { createTestApp, releaseTestDatabases } from '../upstream/src/test/create-test-app';
import { listCases, seedListScale } from '../upstream/src/test/list-scale-seed';
import { startCompiledUpstream } from './compiled-upstream';

process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
process.env.LOG_LEVEL ??= 'error';
const WARMUP = 5;
const PORT = 8460;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export type ListTiming = { list: string; label: string; small: number; large: number; ratio: number };

/** Median ms per `list|case` at `rows` rows per list. */
async function measureSize(rows: number, n: number, http: boolean, log: (line: string) => void): Promise<Map<string, number>> {
  const t = await createTestApp();
  try {
    const started = performance.now();
    const world = await seedListScale(t, rows);
    log(`seeded ${rows} rows per list in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const headers = { authorization: `Bearer ${world.token}` };
    // The seed's user is admin@example.com, a super-administrator under createTestApp: the compiled one must agree.
    const upstream = http && t.databaseUrl ? await startCompiledUpstream(t.databaseUrl, PORT, { SUPERADMIN_EMAILS: 'admin@example.com' }) : null;
    if (http && !upstream) throw new Error('lists over HTTP need DATABASE_URL (PostgreSQL)');
    try {
      const results = new Map<string, number>();
      for (const c of await listCases(t, world)) {
        const once = async () => {
          const res = upstream ? await fetch(`${upstream.base}${c.path}`, { headers }) : await t.app.request(c.path, { headers });
          if (res.status !== 200) throw new Error(`${c.path}: ${res.status}`);
          await res.arrayBuffer();
        };
        for (let i = 0; i < WARMUP; i++) await once();
        const samples: number[] = [];
        for (let i = 0; i < n; i++) {
          const t0 = performance.now();
          await once();
          samples.push(performance.now() - t0);
        }
        results.set(`${c.list}|${c.label}`, median(samples));
      }
      return results;
    } finally {
      await upstream?.stop();
    }
  } finally {
    await t.close();
  }
}

/** Every list × case at `small` and `large` rows, with the ratio large/small. */
export async function measureListScale(opts: { small: number; large: number; n: number; http: boolean; log?: (line: string) => void }): Promise<ListTiming[]> {
  const log = opts.log ?? ((line: string) => console.error(line));
  let a: Map<string, number>;
  let b: Map<string, number>;
  try {
    a = await measureSize(opts.small, opts.n, opts.http, log);
    b = await measureSize(opts.large, opts.n, opts.http, log);
  } finally {
    await releaseTestDatabases(); // the migrated template both sizes were copied from
  }
  return [...a].map(([key, small]) => {
    const [list, label] = key.split('|');
    const large = b.get(key) ?? NaN;
    return { list, label, small, large, ratio: large / small };
  });
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
