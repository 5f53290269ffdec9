import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { AllowList } from '../net/allow-list';
import { assertAllowedUrl } from '../net/assert-allowed-url';
import { fetchWithGuard, MONITOR_USER_AGENT, type GuardedResponse } from '../net/fetch-with-guard';
import { MonitoringFetchError } from '../net/fetch-error';
import { PageStepError, runPageSteps } from './page-steps';
import { BrowserUnavailableError, proxyOf } from './shared-browser';
import type { PageStep } from '@/lib/contract/monitoring/page-steps';

export type BrowserFetchOptions = {
  allow: AllowList;
  timeoutMs: number;
  waitSelector?: string;
  /**
   * When the page is ready to read: given the `waitSelector` element's text (or, without a
   * selector, the page's HTML), true once it holds a price — "…" or "Loading" is not one (issue 35).
   * Polled until `priceWaitMs`; without it the selector need only hold text.
   */
  priceReady?: (textOrHtml: string) => boolean | Promise<boolean>;
  /** How long to wait for `priceReady` (default PRICE_WAIT_MS, never past `timeoutMs`). */
  priceWaitMs?: number;
  /** The page's steps (click, wait for, wait), run in order after it loads, before the price wait. */
  steps?: PageStep[];
  screenshot?: boolean;
  /** The document already fetched over HTTP: rendered as is, so the retailer is not asked twice. */
  document?: GuardedResponse;
};
export type BrowserFetched = { status: number; url: string; headers: Record<string, string>; html: string; bytes: number; screenshot: Buffer | null };

export const VIEWPORT = { width: 1280, height: 800 };
/** The longest a script-drawn price is waited for: long enough for a slow shop, short enough for a queue. */
export const PRICE_WAIT_MS = 8_000;
const POLL_MS = 150;
/** A full-page screenshot stops here: endless pages must not make endless images. */
export const MAX_SCREENSHOT_HEIGHT = 4000;
/** Not needed to read a price; leaving them out also keeps the monitor light on the retailer. */
const SKIPPED_TYPES = new Set(['image', 'media', 'font']);
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);
/** In every frame before the page's scripts: no popups, no WebRTC (the proxy and flags stop them anyway). */
const LOCKDOWN = `(() => {
  const off = (name, value) => { try { Object.defineProperty(window, name, { value, writable: false, configurable: false }); } catch (e) {} };
  off('open', () => null);
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel']) off(name, undefined);
})();`;

/**
 * Renders a page in the shared Chromium. The document itself is fetched through fetchWithGuard
 * (every redirect hop and the connection checked, our user agent) and handed to the browser. Every
 * other byte the page sends — subresources, frames, redirects followed inside them, WebSockets,
 * workers — goes through the guarded proxy with this fetch's own credential, which checks each
 * connection against `options.allow` (decision 0021); the context's `route` also refuses what
 * `assertAllowedUrl` refuses, images, media and fonts are not loaded, popups are closed, service
 * workers blocked, WebRTC and window.open taken away. Runs the page's steps (click, wait for,
 * wait; a failing one throws PageStepError naming it), then waits until the price selector's text
 * — or the page — holds a price (`priceReady`, polled up to `priceWaitMs`), else for the selector
 * to hold text or the network to go idle — all capped, never a fixed sleep. Takes a PNG
 * screenshot (1280 wide, full page up to MAX_SCREENSHOT_HEIGHT).
 */
export async function fetchWithBrowser(browser: Browser, url: string, options: BrowserFetchOptions): Promise<BrowserFetched> {
  const proxy = proxyOf(browser);
  if (!proxy) throw new BrowserUnavailableError('This browser was not launched behind the guarded proxy: it fetches nothing.');
  const credential = proxy.register(options.allow);
  const state: DocumentState = { page: null, main: null, error: null, documents: new Map() };
  if (options.document) state.documents.set(options.document.url, options.document);
  let context: BrowserContext | null = null;
  try {
    context = await browser.newContext({
      userAgent: MONITOR_USER_AGENT,
      viewport: VIEWPORT,
      serviceWorkers: 'block',
      acceptDownloads: false,
      // Every context its own credential: the proxy knows which allow list a connection is under.
      proxy: { server: proxy.server, bypass: '<-loopback>', username: credential.username, password: credential.password },
    });
    await context.addInitScript({ content: LOCKDOWN });
    await context.route('**/*', (route) => routeRequest(route, state, options));
    const page = await context.newPage();
    state.page = page;
    // A window the page opens (window.open, target=_blank) is closed at once.
    context.on('page', (other) => {
      if (other !== page) void other.close().catch(() => undefined);
    });
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: options.timeoutMs }).catch((error: unknown) => {
      if (state.error) throw state.error;
      throw new MonitoringFetchError('network', error instanceof Error ? error.message.split('\n')[0] : String(error));
    });
    if (state.error) throw state.error;
    const cap = Math.min(options.timeoutMs, 10_000);
    if (options.steps?.length) await runPageSteps(page, options.steps, cap);
    if (options.priceReady) {
      await waitForPrice(page, options.waitSelector, options.priceReady, Math.min(options.priceWaitMs ?? PRICE_WAIT_MS, options.timeoutMs));
    } else if (options.waitSelector) {
      await page
        .waitForFunction(
          (selector) => {
            try {
              return (document.querySelector(selector)?.textContent ?? '').trim().length > 0;
            } catch {
              return true;
            }
          },
          options.waitSelector,
          { timeout: cap },
        )
        .catch(() => undefined);
    } else {
      await page.waitForLoadState('networkidle', { timeout: cap }).catch(() => undefined);
    }
    const html = await page.content();
    let screenshot: Buffer | null = null;
    if (options.screenshot !== false) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight).catch(() => VIEWPORT.height);
      screenshot = await page
        .screenshot({
          type: 'png',
          fullPage: true,
          clip: { x: 0, y: 0, width: VIEWPORT.width, height: Math.max(1, Math.min(height, MAX_SCREENSHOT_HEIGHT)) },
          timeout: cap,
        })
        .catch(() => null);
    }
    const main = state.main;
    return {
      status: main?.status ?? response?.status() ?? 0,
      url: page.url(),
      headers: main?.headers ?? (await response?.allHeaders()) ?? {},
      html,
      bytes: main?.body.length ?? Buffer.byteLength(html),
      screenshot,
    };
  } finally {
    await context?.close().catch(() => undefined);
    credential.release();
  }
}

/**
 * Polls until the price is there: the selector's text (or, without a selector, the page's HTML)
 * passes `ready`. Bounded by `waitMs`; at the bound the page is read as it is and the extraction
 * says what it finds. A placeholder ("…", "Loading") keeps it waiting instead of being read as
 * "no price" (issue 35: the price flapped between found and extraction_failed).
 */
async function waitForPrice(page: Page, selector: string | undefined, ready: NonNullable<BrowserFetchOptions['priceReady']>, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  if (!selector) await page.waitForLoadState('networkidle', { timeout: Math.min(waitMs, 3_000) }).catch(() => undefined);
  for (;;) {
    const current = selector
      ? await page
          .evaluate((s) => {
            try {
              return document.querySelector(s)?.textContent ?? '';
            } catch {
              return '';
            }
          }, selector)
          .catch(() => '')
      : await page.content().catch(() => '');
    if (current && (await ready(current))) return;
    if (Date.now() + POLL_MS > deadline) return;
    await page.waitForTimeout(POLL_MS);
  }
}

export { PageStepError };

type DocumentState = { page: Page | null; main: GuardedResponse | null; error: unknown; documents: Map<string, GuardedResponse> };

/**
 * The context's route: the first page's own document through fetchWithGuard (fulfilled, so the
 * retailer is asked once), everything else continued only when `assertAllowedUrl` allows it — and
 * then through the proxy, which checks the connection (and any redirect the browser follows) again.
 */
async function routeRequest(route: Route, state: DocumentState, options: BrowserFetchOptions): Promise<void> {
  const request = route.request();
  if (SKIPPED_TYPES.has(request.resourceType())) return route.abort('blockedbyclient');
  if (request.isNavigationRequest() && isTopFrameOf(state.page, route)) {
    try {
      const answer = state.documents.get(request.url()) ?? (await fetchWithGuard(request.url(), { allow: options.allow, timeoutMs: options.timeoutMs }));
      state.documents.set(answer.url, answer);
      // Redirects were followed (and checked) by fetchWithGuard; tell the browser where it ended.
      if (answer.url !== request.url()) return route.fulfill({ status: 302, headers: { location: answer.url } });
      state.main = answer;
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP_HEADERS.has(k)));
      return route.fulfill({ status: answer.status, headers, body: answer.body });
    } catch (error) {
      state.error = error;
      return route.abort('blockedbyclient');
    }
  }
  try {
    await assertAllowedUrl(request.url(), options.allow);
    return route.continue();
  } catch {
    return route.abort('blockedbyclient');
  }
}

/** The request navigates the fetched page's top frame (not a child frame, not a popup). */
function isTopFrameOf(page: Page | null, route: Route): boolean {
  try {
    return page !== null && route.request().frame() === page.mainFrame();
  } catch {
    // A service worker's request has no frame.
    return false;
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
    return await page.screenshot({
      type: 'png',
      fullPage: true,
      clip: { x: 0, y: 0, width: VIEWPORT.width, height: Math.max(1, Math.min(height, MAX_SCREENSHOT_HEIGHT)) },
      timeout: timeoutMs,
    });
  } catch {
    return null;
  } finally {
    await context.close().catch(() => undefined);
  }
}
