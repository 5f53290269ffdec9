import type { Browser, Route } from 'playwright-core';
import type { AllowList } from '../net/allow-list';
import { assertAllowedUrl } from '../net/assert-allowed-url';
import { fetchWithGuard, MONITOR_USER_AGENT, type GuardedResponse } from '../net/fetch-with-guard';
import { MonitoringFetchError } from '../net/fetch-error';

export type BrowserFetchOptions = {
  allow: AllowList;
  timeoutMs: number;
  waitSelector?: string;
  screenshot?: boolean;
  /** The document already fetched over HTTP: rendered as is, so the retailer is not asked twice. */
  document?: GuardedResponse;
};
export type BrowserFetched = { status: number; url: string; headers: Record<string, string>; html: string; bytes: number; screenshot: Buffer | null };

export const VIEWPORT = { width: 1280, height: 800 };
/** A full-page screenshot stops here: endless pages must not make endless images. */
export const MAX_SCREENSHOT_HEIGHT = 4000;
/** Not needed to read a price; leaving them out also keeps the monitor light on the retailer. */
const SKIPPED_TYPES = new Set(['image', 'media', 'font']);
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/**
 * Renders a page in the shared Chromium. The document itself is fetched through fetchWithGuard
 * (every redirect hop and the connection checked, our user agent) and handed to the browser; every
 * other request the page makes passes `assertAllowedUrl` in `route` or is aborted, images, media
 * and fonts are not loaded. Waits for the price selector to hold text when one is set, else for the
 * network to go idle — both capped, never a fixed sleep. Takes a PNG screenshot (1280 wide, full
 * page up to MAX_SCREENSHOT_HEIGHT).
 */
export async function fetchWithBrowser(browser: Browser, url: string, options: BrowserFetchOptions): Promise<BrowserFetched> {
  const context = await browser.newContext({ userAgent: MONITOR_USER_AGENT, viewport: VIEWPORT, serviceWorkers: 'block', acceptDownloads: false });
  let mainDocument: GuardedResponse | null = null;
  let documentError: unknown = null;
  const documents = new Map<string, GuardedResponse>();
  if (options.document) documents.set(options.document.url, options.document);
  try {
    const page = await context.newPage();
    await page.route('**/*', async (route: Route) => {
      const request = route.request();
      if (SKIPPED_TYPES.has(request.resourceType())) return route.abort('blockedbyclient');
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        try {
          const answer = documents.get(request.url()) ?? (await fetchWithGuard(request.url(), { allow: options.allow, timeoutMs: options.timeoutMs }));
          documents.set(answer.url, answer);
          // Redirects were followed (and checked) by fetchWithGuard; tell the browser where it ended.
          if (answer.url !== request.url()) return route.fulfill({ status: 302, headers: { location: answer.url } });
          mainDocument = answer;
          const headers = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP_HEADERS.has(k)));
          return route.fulfill({ status: answer.status, headers, body: answer.body });
        } catch (error) {
          documentError = error;
          return route.abort('blockedbyclient');
        }
      }
      try {
        await assertAllowedUrl(request.url(), options.allow);
        return route.continue();
      } catch {
        return route.abort('blockedbyclient');
      }
    });
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: options.timeoutMs }).catch((error: unknown) => {
      if (documentError) throw documentError;
      throw new MonitoringFetchError('network', error instanceof Error ? error.message.split('\n')[0] : String(error));
    });
    if (documentError) throw documentError;
    const cap = Math.min(options.timeoutMs, 10_000);
    if (options.waitSelector) {
      await page
        .waitForFunction((selector) => {
          try {
            return (document.querySelector(selector)?.textContent ?? '').trim().length > 0;
          } catch {
            return true;
          }
        }, options.waitSelector, { timeout: cap })
        .catch(() => undefined);
    } else {
      await page.waitForLoadState('networkidle', { timeout: cap }).catch(() => undefined);
    }
    const html = await page.content();
    let screenshot: Buffer | null = null;
    if (options.screenshot !== false) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight).catch(() => VIEWPORT.height);
      screenshot = await page
        .screenshot({ type: 'png', fullPage: true, clip: { x: 0, y: 0, width: VIEWPORT.width, height: Math.max(1, Math.min(height, MAX_SCREENSHOT_HEIGHT)) }, timeout: cap })
        .catch(() => null);
    }
    const main = mainDocument as GuardedResponse | null;
    return {
      status: main?.status ?? response?.status() ?? 0,
      url: page.url(),
      headers: main?.headers ?? (await response?.allHeaders()) ?? {},
      html,
      bytes: main?.body.length ?? Buffer.byteLength(html),
      screenshot,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * A picture of HTML already fetched over HTTP (for a new version): scripts off and every network
 * request aborted, so nothing runs and nothing is fetched again.
 */
export async function renderScreenshot(browser: Browser, html: string, timeoutMs: number): Promise<Buffer | null> {
  const context = await browser.newContext({ viewport: VIEWPORT, javaScriptEnabled: false, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort('blockedbyclient'));
    await page.setContent(html, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    const height = await page.evaluate(() => document.documentElement.scrollHeight).catch(() => VIEWPORT.height);
    return await page.screenshot({ type: 'png', fullPage: true, clip: { x: 0, y: 0, width: VIEWPORT.width, height: Math.max(1, Math.min(height, MAX_SCREENSHOT_HEIGHT)) }, timeout: timeoutMs });
  } catch {
    return null;
  } finally {
    await context.close().catch(() => undefined);
  }
}
