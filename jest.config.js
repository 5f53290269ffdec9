import { ENGINE_SUITES, GROUPS, groupFile, planTests } from './scripts/jest-groups.mjs';

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

// `npm run test:engine`: only the upstream suites whose behaviour depends on the database engine.
const engineSlice = process.env.JEST_ENGINE_SLICE === '1';
const plans =
  process.env.JEST_GROUPS === '1'
    ? { upstream: planTests(import.meta.dirname, 'upstream', { engineSlice }), bff: planTests(import.meta.dirname, 'bff', { engineSlice }) }
    : null;
// The group files read the plan from the environment, which Jest's workers inherit.
if (plans) process.env.JEST_TEST_GROUPS = JSON.stringify({ upstream: plans.upstream.groups, bff: plans.bff.groups });

/**
 * A project's test files. With JEST_GROUPS=1 (`npm test`, `npm run test:engine`) its group files
 * and the files that run alone (scripts/jest-groups.mjs, decision 0041); otherwise every file on its
 * own (`npx jest <file>`). With JEST_ENGINE_SLICE=1 (`npm run test:engine`) only the upstream's
 * ENGINE_SUITES run, on PGlite, or on the server DATABASE_URL names (decision 0044).
 */
function testMatch(project, everyFile) {
  if (plans) {
    const { groups, alone } = plans[project];
    return [...groups.map((_, i) => groupFile(project, i + 1)), ...alone].map((f) => `<rootDir>/${f}`);
  }
  if (project === 'upstream' && engineSlice) return ENGINE_SUITES.map((p) => `<rootDir>/upstream/src/${p}`);
  return everyFile;
}
/** Group files run only the members of a plan: alone, they would find none. */
const testPathIgnorePatterns = (project) => ['/node_modules/', ...(plans ? [] : [`/${GROUPS[project].dir}/\\d+\\.test\\.ts$`])];

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
  // A grouped run starts its longest units first (scripts/test-groups/sequencer.mjs).
  ...(plans ? { testSequencer: '<rootDir>/scripts/test-groups/sequencer.mjs' } : {}),
  projects: [
    {
      ...common,
      displayName: 'upstream',
      testEnvironment: 'node',
      testMatch: testMatch('upstream', ['<rootDir>/upstream/**/*.test.ts']),
      testPathIgnorePatterns: testPathIgnorePatterns('upstream'),
    },
    {
      ...common,
      displayName: 'bff',
      testEnvironment: 'node',
      testMatch: testMatch('bff', ['<rootDir>/{lib,app,components}/**/*.test.ts', '<rootDir>/proxy.test.ts', '<rootDir>/scripts/**/*.test.ts']),
      testPathIgnorePatterns: testPathIgnorePatterns('bff'),
    },
  ],
};
export default config;
