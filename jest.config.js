// Jest runs TypeScript through SWC (CommonJS output), so tests need no build step.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // pixelmatch ships as ES modules only: compiled to CommonJS like our own code (both projects load
  // the upstream: the BFF's tests run it in-process). So do jsdom's ES-module dependencies (the
  // stored-page sanitizer runs DOMPurify on it), some nested under jsdom/node_modules and some .mjs:
  // the pattern ignores a file only when its innermost node_modules package is not one of them.
  transformIgnorePatterns: ['/node_modules/(?!(pixelmatch|@exodus/bytes|@csstools|parse5|entities)/)(?!.*/node_modules/)'],
};

/**
 * The upstream suites CI runs a second time, on a PostgreSQL server: those whose behaviour depends
 * on the engine, plus one smoke file per area to show each area's statements run there too.
 * Everything else proves rules that do not depend on the engine (access, validation, the
 * authorization matrix, the fuzz, parsers, the realtime server, storage) and runs once, on PGlite,
 * in `npm test`. A suite belongs here when it tests locks, concurrency, jobs (pg-boss), query
 * plans, counts, search statistics, pool and timeout bounds, or the crash and outbox guarantees.
 */
const POSTGRES_SUITES = [
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

/** @type {import('jest').Config} */
const config = {
  // Every core: the upstream suites are CPU-bound (PGlite) or wait on PostgreSQL; the default
  // (cores - 1) leaves one of the CI machine's two cores idle.
  maxWorkers: '100%',
  // Each upstream file boots and migrates its own PGlite in its first hook: seconds on a loaded
  // 2-core machine, so the default 5 s hook timeout fails healthy files. Tests assert no timings.
  // (A global option: Jest ignores `testTimeout` inside a project.)
  testTimeout: 30_000,
  // A worker that has run many files holds what they left behind (each file loads the upstream's
  // whole module graph into a context of its own) and its heap grows to ~850 MB: garbage collection
  // then made a late file twice as slow as the same file run early (the fuzz: 89 s against 40 s).
  // A worker past 250 MB after a file is replaced by a fresh one: the PGlite pass took 5.2 min
  // instead of 6.5 on the same machine (docs/performance.md, "CI").
  workerIdleMemoryLimit: '250MB',
  // One migrated PGlite per run, which each test file's embedded database is loaded from.
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  projects: [
    {
      ...common,
      displayName: 'upstream',
      testEnvironment: 'node',
      // With DATABASE_URL (CI's second pass, on a PostgreSQL server) only POSTGRES_SUITES run.
      testMatch: process.env.DATABASE_URL ? POSTGRES_SUITES.map((p) => `<rootDir>/upstream/src/${p}`) : ['<rootDir>/upstream/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'bff',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{lib,app,components}/**/*.test.ts', '<rootDir>/proxy.test.ts', '<rootDir>/scripts/**/*.test.ts'],
    },
  ],
};
export default config;
