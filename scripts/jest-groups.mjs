/**
 * Which test files Jest runs together in one file ("a group"), and which alone.
 *
 * Every upstream test file paid ~2.5 s before its first test: Jest loads the app's whole module
 * graph into a fresh context (1.1–2.2 s) and the file opens its embedded PostgreSQL from the run's
 * template (1.3–1.5 s). Over ~200 files that was ~500 s of CPU, more than half of the PGlite pass on
 * CI's two cores; each BFF file pays a smaller share of the same (its context and its imports). A
 * group file (`<dir>/NN.test.ts`, scripts/test-groups/run-group.ts) loads each of its member files
 * inside a `describe` of its own, so the members share one module graph (and, upstream, one
 * database, emptied before every app as before) while their hooks stay scoped to their own tests
 * (docs/decisions/0041-grouped-test-files.md).
 *
 * A file runs alone when sharing could change what it proves: it mocks modules, sets process-wide
 * state (environment, log level, fake timers), or is one of the long walks, which gain nothing from
 * sharing and would unbalance the groups. `npx jest <file>` still runs any one file on its own, and
 * so does `npm run jest`; `npm test` and `npm run test:engine` set JEST_GROUPS=1.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import micromatch from 'micromatch';

/**
 * The upstream suites whose behaviour depends on the database engine, plus one smoke file per area
 * to show each area's statements run there too: `npm run test:engine` runs them on the engine of the
 * environment. CI runs every suite once on a PostgreSQL server (`DATABASE_URL=… npm test`) and
 * these again on embedded PGlite, the engine `npm start` uses
 * (decision 0044). Everything else proves rules that do not depend on the engine (access,
 * validation, the authorization matrix, the fuzz, parsers, the realtime server, storage). A suite
 * belongs here when it tests locks, concurrency, jobs (pg-boss), query plans, counts, search
 * statistics, pool and timeout bounds, the embedded engine's own files (data directory, template,
 * start failures), or the crash and outbox guarantees. Paths are relative to upstream/src/.
 */
export const ENGINE_SUITES = [
  // Plans, counts, prepared statements, pool bounds, start failures.
  'db/{list-counts,list-plans,pool-bounds,prepared,open-failure}.test.ts',
  // pg-boss jobs, the outbox dispatcher, the database going away, shutdown draining.
  'jobs/**/*.test.ts',
  // Reminders: two sweeps at once must send each reminder once (the unique claim under real concurrency).
  'services/reminders/*.test.ts',
  'lib/outbox/**/*.test.ts',
  'lib/{db-unavailable,graceful-shutdown}.test.ts',
  // One transaction per write, idempotency keys, crashes and concurrent writers.
  'middleware/write-transaction.test.ts',
  'test/crash/**/*.test.ts',
  'test/fuzz/multipart-concurrency.test.ts',
  'services/short-codes/create-short-code.test.ts',
  // Spreadsheet imports: the claim (advisory lock, one import per company) and batches in transactions.
  'routes/imports/imports.test.ts',
  // The monitoring queue's row locks (FOR UPDATE SKIP LOCKED) and its schedule.
  'monitoring/pipeline/{claim-next-request,schedule-and-retry}.test.ts',
  // Search statistics; list counts, pages and filters.
  'routes/search/**/*.test.ts',
  'routes/{files/file-list,tasks/task-list,meetings/meeting-list,insights/insight-filters,workspace-records/cross-workspace-lists}.test.ts',
  // Smoke: one file per area.
  'routes/{auth/auth,teams/teams,workspaces/workspaces,companies/companies,products/products,retailers/retailers}.test.ts',
  'routes/{files/files,insights/insights,meetings/meetings,tasks/tasks,notes/notes,superadmin/workspace-requests}.test.ts',
  'routes/monitoring/products/products.test.ts',
  // The activity log compares a record before and after in SQL (jsonb functions, a regular expression).
  'routes/activity/activity.test.ts',
  // The trash: capture triggers with transition tables, references checked once at the restore's end.
  'routes/trash/trash.test.ts',
  // Google Calendar sync through its own outbox kind: claims, retries with backoff, rows that stay.
  'routes/meetings/meeting-calendar-{sync,tokens}.test.ts',
  // Webhooks: messages queued in the write's transaction, claimed FOR UPDATE SKIP LOCKED after commit, retried on a schedule.
  'routes/webhooks/webhooks.test.ts',
  // Notification mail: the job's advisory lock, claimed rows and unique mail keys under concurrent runs.
  'services/notification-mail/notification-mail.test.ts',
];

/**
 * Where each Jest project's group files live (NN.test.ts, 01 up to `count`), and which of its files
 * run alone by path: the long whole-app walks and the tests that spawn processes, which gain nothing
 * from sharing and would unbalance the groups.
 */
export const GROUPS = {
  upstream: { dir: 'upstream/src/test/groups', count: 12, roots: ['upstream/src'], aloneByPath: ['upstream/src/test/{authz,fuzz,crash}/**'] },
  bff: {
    dir: 'scripts/test-groups',
    count: 6,
    roots: ['lib', 'app', 'components', 'scripts', 'proxy.test.ts'],
    aloneByPath: ['scripts/launcher.test.ts', 'scripts/api-client/schema-current.test.ts'],
  },
};

/**
 * Process-wide state a file changes, or module mocking: a file with any of these runs alone, and so
 * does one that says `jest-groups: alone` in a comment (with why: e.g. it needs a module loaded
 * fresh after it sets something up). So does a BFF file that runs the upstream in-process (its
 * database hook belongs to the file).
 */
const ALONE_BY_CONTENT =
  /jest-groups: alone|jest\.(mock|unstable_mockModule|doMock|isolateModules|resetModules|useFakeTimers|setTimeout)\b|process\.env\.\w+\s*=[^=]|delete process\.env|setLogLevel\(|setSystemTime/;
const RUNS_THE_UPSTREAM = /upstream\/src\/test\/create-test-app/;

function testFiles(rootDir, roots, groupDir) {
  const files = [];
  for (const root of roots) {
    if (root.endsWith('.test.ts')) files.push(root);
    else for (const f of readdirSync(path.join(rootDir, root), { recursive: true })) files.push(`${root}/${String(f).split(path.sep).join('/')}`);
  }
  const isGroupFile = (f) => f.startsWith(`${groupDir}/`) && /^\d+\.test\.ts$/.test(path.basename(f));
  return files.filter((f) => f.endsWith('.test.ts') && !isGroupFile(f) && !f.includes('/node_modules/')).sort();
}

/**
 * @param {string} rootDir the repository root
 * @param {'upstream' | 'bff'} project
 * @param {{ engineSlice: boolean }} opts true for `npm run test:engine` (only ENGINE_SUITES of the upstream run)
 * @returns {{ groups: string[][], alone: string[] }} paths relative to rootDir, sorted; groups balanced by size
 */
export function planTests(rootDir, project, { engineSlice }) {
  const { dir, count: most, roots, aloneByPath } = GROUPS[project];
  let files = testFiles(rootDir, roots, dir);
  if (project === 'upstream' && engineSlice)
    files = micromatch(
      files,
      ENGINE_SUITES.map((p) => `upstream/src/${p}`),
    );

  const alone = [];
  const sized = [];
  for (const f of files) {
    const text = readFileSync(path.join(rootDir, f), 'utf8');
    const isolated = ALONE_BY_CONTENT.test(text) || (project === 'bff' && RUNS_THE_UPSTREAM.test(text));
    if (micromatch.isMatch(f, aloneByPath) || isolated) alone.push(f);
    else sized.push({ f, size: text.length });
  }

  // Longest first into the lightest group (the size of a file is a fair stand-in for its run time:
  // most tests here are HTTP round trips or renders of similar cost). Few files make few groups, so
  // that no group is left with one file.
  const count = Math.max(1, Math.min(most, Math.floor(sized.length / 6)));
  const groups = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  for (const { f, size } of sized.sort((a, b) => b.size - a.size || a.f.localeCompare(b.f))) {
    const lightest = groups.reduce((min, g) => (g.size < min.size ? g : min));
    lightest.files.push(f);
    lightest.size += size;
  }
  return { groups: groups.map((g) => g.files.sort()), alone };
}

/** The group file that runs group `n` (1-based) of a project. */
export function groupFile(project, n) {
  return `${GROUPS[project].dir}/${String(n).padStart(2, '0')}.test.ts`;
}
