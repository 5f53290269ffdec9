import { defineConfig, devices } from '@playwright/test';
import { BROWSER_ARGS } from './upstream/src/monitoring/fetch/browser-args';

/**
 * Journeys through the whole stack (BFF + upstream + realtime) in Debian's Chromium, on a fresh
 * data directory and ports of their own so a running `npm start` is not disturbed.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E = {
  baseURL: `http://localhost:${PORT}`,
  upstreamURL: `http://127.0.0.1:${PORT + 5000}`,
};

/**
 * Journeys that stop or kill a process of the shared stack (the upstream, the realtime server): they
 * run one at a time, after every other journey is done.
 */
const SOLO = /(upstream-restart|realtime-catch-up)\.spec\.ts$/;
/**
 * The journey that starts a cluster of its own (two upstreams, two BFFs, its own realtime server and
 * storage): too heavy to run beside the other journeys, and it never touches the shared stack, so it
 * runs beside the SOLO ones, on the core they leave idle while they wait for a process to come back.
 */
const CLUSTER = /multi-instance\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Two journeys at a time: a journey spends about half its time waiting on the browser, the
  // network and live events, so a second one fills the machine's other core (decision 0025). Every
  // journey makes its own accounts and data (uniqueEmail, uniqueStamp), so none reads another's.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: E2E.baseURL,
    // A trace on the retry of a failed journey: recording one for every journey (snapshots and a
    // screencast) was a fifth of the run's CPU, thrown away for every journey that passed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: BROWSER_ARGS,
    },
  },
  projects: [
    // The super-administrator's session, made once for the run before any journey needs it.
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: [SOLO, CLUSTER], dependencies: ['setup'] },
    { name: 'solo', use: { ...devices['Desktop Chrome'] }, testMatch: SOLO, workers: 1, dependencies: ['desktop'] },
    { name: 'cluster', use: { ...devices['Desktop Chrome'] }, testMatch: CLUSTER, workers: 1, dependencies: ['desktop'] },
  ],
  webServer: [
    // Google's OAuth and Calendar APIs, played by a local stub (no test calls Google).
    {
      command: 'npx tsx e2e/google-stub-main.ts',
      url: `http://127.0.0.1:${PORT + 4600}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${E2E.baseURL}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT) },
    },
  ],
});
