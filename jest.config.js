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

/** @type {import('jest').Config} */
const config = {
  // Every core: the upstream suites are CPU-bound (PGlite) or wait on PostgreSQL; the default
  // (cores - 1) leaves one of the CI machine's two cores idle.
  maxWorkers: '100%',
  // Each upstream file boots and migrates its own PGlite in its first hook: seconds on a loaded
  // 2-core machine, so the default 5 s hook timeout fails healthy files. Tests assert no timings.
  // (A global option: Jest ignores `testTimeout` inside a project.)
  testTimeout: 30_000,
  // One migrated PGlite per run, which each test file's embedded database is loaded from.
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  projects: [
    {
      ...common,
      displayName: 'upstream',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/upstream/**/*.test.ts'],
      // The authorization matrix and the fuzz walk every route (~2 min); they prove the rules, which
      // do not depend on the engine, so the second CI pass on a PostgreSQL server leaves them to the
      // PGlite pass of `npm test` (issue 10: "runs in CI on PGlite") to keep CI well under budget.
      // Likewise the suites that never touch a database (monitoring's parsers, the realtime server,
      // the storage drivers) are not run a second time.
      testPathIgnorePatterns: process.env.DATABASE_URL
        ? [
            '/node_modules/',
            '<rootDir>/upstream/src/test/(authz|fuzz)/',
            '<rootDir>/upstream/src/monitoring/(money|extract|snapshot|net|demo-shop)/',
            '<rootDir>/upstream/src/(realtime|storage)/',
          ]
        : ['/node_modules/'],
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
