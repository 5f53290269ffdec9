/**
 * `npm run bench`: the performance record (docs/performance.md) in one run. Builds when no build
 * exists, runs the product over HTTP on the bench's own ports (next start + the compiled upstream:
 * BFF 3300, upstream 8300, Playwright's stack 3310; the compiled upstream on throwaway PostgreSQL
 * databases on 8450 and 8460-8461) and prints one table: each figure with the reference measured in
 * the same run, its goal and whether it is met. Progress and details go to stderr, the table to
 * stdout.
 *
 * BENCH_ONLY=pageview,navigation,firstrows,lists,relay,upstream,firstload,fanout,signup (or the groups
 * `stack` = pageview,navigation,relay,signup and `e2e` = firstrows,firstload) runs some sections;
 * BENCH_QUICK=1 takes small samples and row counts (a smoke run of a few minutes).
 * DATABASE_URL: the PostgreSQL server (default postgres://root@127.0.0.1:5432/test).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { measureNavigation } from './navigation-browser';
import { measureBrowserView } from './page-view-browser';
import { FULL, QUICK, e2eRows, fanoutRows, listRows, navigationRows, pageViewRows, relayRows, signUpRows, upstreamRows } from './record-sections';
import { formatTable, missing, tally } from './record-table';
import type { RecordRow } from './record-table';
import { measureSignUp } from './signup-http';
import { PORT, startStack, stopStack, world } from './stack-lib';
import { measureStack } from './stack-measure';
import type { StackFigures } from './stack-measure';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const E2E_PORT = PORT + 10;
const SECTIONS = ['pageview', 'navigation', 'firstrows', 'lists', 'relay', 'upstream', 'firstload', 'fanout', 'signup'] as const;
type Section = (typeof SECTIONS)[number];
const GROUPS: Record<string, Section[]> = { stack: ['pageview', 'navigation', 'relay', 'signup'], e2e: ['firstrows', 'firstload'] };

const quick = process.env.BENCH_QUICK === '1';
const sizes = quick ? QUICK : FULL;
const wanted = new Set<Section>(
  (process.env.BENCH_ONLY ?? SECTIONS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => {
      if (GROUPS[s]) return GROUPS[s];
      if ((SECTIONS as readonly string[]).includes(s)) return [s as Section];
      throw new Error(`BENCH_ONLY: unknown section ${s} (sections: ${SECTIONS.join(', ')}; groups: ${Object.keys(GROUPS).join(', ')})`);
    }),
);
const log = (line: string): void => void process.stderr.write(line.endsWith('\n') ? line : `${line}\n`);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** A section's rows, or rows saying it failed: one failing part must not cost the others' figures. */
async function section(name: string, run: () => Promise<RecordRow[]>, onError: (why: string) => RecordRow[]): Promise<RecordRow[]> {
  const t0 = performance.now();
  log(`[bench] ${name}… (load average ${load()})`);
  try {
    return await run();
  } catch (error) {
    log(`[bench] ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return onError(`failed: ${error instanceof Error ? error.message.split('\n')[0].slice(0, 80) : String(error)}`);
  } finally {
    log(`[bench] ${name}: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
}

function buildIfNeeded(): void {
  const built = ['.next/BUILD_ID', 'upstream/dist/server.js', 'upstream/dist/bff.js', 'upstream/dist/realtime.js'].every((f) => existsSync(path.join(root, f)));
  if (built) return log('[bench] using the existing build (npm run build after changing code)');
  log('[bench] no build found: npm run build');
  const r = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
  if (r.status !== 0) throw new Error(`npm run build exited ${r.status}`);
}

/** Page view (1), BFF against direct (4) and sign-up (8) share one stack. */
async function stackRows(): Promise<RecordRow[]> {
  const { stack, bffPid } = await startStack();
  const stop = () => stopStack(stack);
  process.once('SIGINT', stop);
  try {
    const w = { bffPid, ...(await world()) };
    let figures: StackFigures | null = null;
    const rows: RecordRow[] = [];
    // Relay first: the page view's reference (the HTML alone) comes from it.
    if (wanted.has('relay')) {
      rows.push(
        ...(await section(
          'BFF against direct (4)',
          async () => relayRows((figures = await measureStack(w, sizes.stackN))),
          (why) => [missing('4', 'BFF against direct', '—', why)],
        )),
      );
    }
    if (wanted.has('pageview')) {
      const viewRows = async () => {
        const view = await measureBrowserView({ ...w, views: sizes.views });
        log(
          `  background requests of the last view (${view.requests.length}), ${view.msPerView.toFixed(0)} ms to network idle:\n    ${view.requests.join('\n    ')}`,
        );
        return pageViewRows(view, figures);
      };
      rows.push(...(await section('page view in Chromium (1)', viewRows, (why) => [missing('1', 'page view', '—', why)])));
    }
    if (wanted.has('navigation')) {
      const navRows = async () => navigationRows(await measureNavigation({ ...w, clicks: sizes.clicks }));
      rows.push(...(await section('sidebar clicks in Chromium (3)', navRows, (why) => [missing('3', 'sidebar click', '—', why)])));
    }
    if (wanted.has('signup'))
      rows.push(
        ...(await section(
          'code sign-up over HTTP (8)',
          async () => signUpRows(await measureSignUp(sizes.signUps)),
          (why) => [missing('8', 'code sign-up', '—', why)],
        )),
      );
    return rows;
  } finally {
    process.off('SIGINT', stop);
    stop();
  }
}

// A stray rejection in one measurement (a child's socket reset at a kill) must not lose the whole table.
process.on('unhandledRejection', (error) => log(`[bench] unhandled rejection: ${error instanceof Error ? error.message : String(error)}`));

async function main() {
  const started = performance.now();
  const loadAtStart = load();
  log(`[bench] ${quick ? 'QUICK (small samples: a smoke run, not figures)' : 'full'} run of ${[...wanted].join(', ')}; load average ${loadAtStart}`);
  buildIfNeeded();
  const rows: RecordRow[] = [];
  if (wanted.has('pageview') || wanted.has('navigation') || wanted.has('relay') || wanted.has('signup')) {
    rows.push(...(await section('stack (next start + compiled upstream)', stackRows, (why) => [missing('1/4/8', 'stack', '—', why)])));
  }
  if (wanted.has('upstream'))
    rows.push(
      ...(await section(
        'upstream CPU (5)',
        () => upstreamRows(sizes),
        (why) => [missing('5', 'upstream CPU', '—', why)],
      )),
    );
  if (wanted.has('lists'))
    rows.push(
      ...(await section(
        'lists on PostgreSQL (3)',
        () => listRows(sizes, log),
        (why) => [missing('3', 'lists', '—', why)],
      )),
    );
  if (wanted.has('fanout'))
    rows.push(
      ...(await section(
        'realtime fan-out (7)',
        () => fanoutRows(sizes),
        (why) => [missing('7', 'fan-out', '—', why)],
      )),
    );
  if (wanted.has('firstrows') || wanted.has('firstload')) {
    const which = { firstRows: wanted.has('firstrows'), firstLoad: wanted.has('firstload') };
    rows.push(
      ...(await section(
        'Playwright: first rows (2), first-load JS (6)',
        () => e2eRows(sizes, which, E2E_PORT, log),
        (why) => [missing('2/6', 'Playwright specs', '—', why)],
      )),
    );
  }
  rows.sort((a, b) => a.figure.localeCompare(b.figure));
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(
    `\nPerformance record (npm run bench${quick ? ', BENCH_QUICK=1: smoke sizes, not figures' : ''}), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, node ${process.version}`,
  );
  console.log(`load average at start ${loadAtStart}, at end ${load()}; ${minutes} min\n`);
  console.log(formatTable(rows));
  console.log(`\n${tally(rows)}.`);
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
