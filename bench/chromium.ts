import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** Debian's Chromium (or CHROMIUM_PATH), headless, with the flags playwright.config.ts launches the e2e runs with. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
