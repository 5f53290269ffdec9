import type { Browser } from 'playwright-core';
import type { MonitoringConfig } from '../../env';

/** No browser to render a page with: the page says so (`browser_unavailable`), nothing crashes. */
export class BrowserUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrowserUnavailableError';
  }
}

export const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** After a failed launch, pages say "unavailable" for this long before a launch is tried again. */
const RETRY_LAUNCH_AFTER_MS = 60_000;

let current: Promise<Browser> | null = null;
let failedAt = 0;
let failure = '';

/**
 * One Chromium per process, launched on first use (most pages never need it) and shared by every
 * worker; each fetch gets its own context. A browser that crashed is launched again next time.
 */
export async function sharedBrowser(config: MonitoringConfig['browser']): Promise<Browser> {
  if (!config.enabled) throw new BrowserUnavailableError('The browser fetcher is turned off (MONITORING_BROWSER=false).');
  if (!config.path) throw new BrowserUnavailableError('No Chromium found: set MONITORING_BROWSER_PATH to a Chromium or Chrome executable.');
  if (!current && Date.now() - failedAt < RETRY_LAUNCH_AFTER_MS) throw new BrowserUnavailableError(failure);
  const executablePath = config.path;
  current ??= (async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS, timeout: 30_000 });
    browser.on('disconnected', () => {
      current = null;
    });
    return browser;
  })();
  try {
    return await current;
  } catch (error) {
    current = null;
    failedAt = Date.now();
    failure = `Chromium at ${executablePath} could not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    throw new BrowserUnavailableError(failure);
  }
}

/** Closes the process's browser (runner stop); the next use launches a new one. */
export async function closeSharedBrowser(): Promise<void> {
  const pending = current;
  current = null;
  failedAt = 0;
  if (!pending) return;
  const browser = await pending.catch(() => null);
  await browser?.close().catch(() => undefined);
}
