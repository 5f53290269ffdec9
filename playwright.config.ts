import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys through the whole stack (BFF + upstream + realtime) in Debian's Chromium, on a fresh
 * data directory and ports of their own so a running `npm start` is not disturbed.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E = {
  baseURL: `http://localhost:${PORT}`,
  upstreamURL: `http://127.0.0.1:${PORT + 5000}`,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: E2E.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
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
