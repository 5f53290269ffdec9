import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { BROWSER_ARGS } from '../upstream/src/monitoring/fetch/browser-args';

/** Debian's Chromium (or CHROMIUM_PATH), headless, with the flags playwright.config.ts launches the e2e runs with. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: BROWSER_ARGS,
  });
}
