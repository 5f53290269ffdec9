/**
 * The flags every headless Chromium of this project starts with: the monitoring engine's, the e2e
 * journeys' (playwright.config.ts) and the browser benches'. Headless without a sandbox (the
 * machine's Chromium runs as root in a container), no GPU, and nothing that calls Google's servers
 * on its own (component updates, sync, background networking, the first-run page).
 */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
