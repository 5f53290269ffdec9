import type { Browser } from 'playwright-core';
import type { MonitoringConfig } from '../../env';
import { BROWSER_ARGS } from './browser-args';
import { startGuardedProxy } from './guarded-proxy';
import type { GuardedProxy } from './guarded-proxy';

/** No browser to render a page with: the page says so (`browser_unavailable`), nothing crashes. */
export class BrowserUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrowserUnavailableError';
  }
}

/**
 * Everything the browser sends goes through the guarded proxy (decision 0021): `<-loopback>` takes
 * away Chromium's implicit bypass for localhost, WebRTC may not send UDP outside the proxy (so no
 * STUN to any address), the browser resolves no name itself (the proxy does, and checks), no QUIC.
 */
export function proxiedBrowserArgs(proxyServer: string): string[] {
  const proxyHost = new URL(proxyServer).hostname;
  return [
    `--proxy-server=${proxyServer}`,
    '--proxy-bypass-list=<-loopback>',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    `--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE ${proxyHost}`,
    '--disable-quic',
  ];
}
/** After a failed launch, pages say "unavailable" for this long before a launch is tried again. */
const RETRY_LAUNCH_AFTER_MS = 60_000;

let current: Promise<Browser> | null = null;
let proxy: Promise<GuardedProxy> | null = null;
/** The proxy each browser was launched behind: a browser without one is never used to fetch. */
const proxies = new WeakMap<Browser, GuardedProxy>();
let failedAt = 0;
let failure = '';

/**
 * One Chromium per process, launched on first use (most pages never need it) and shared by every
 * worker, behind the process's guarded proxy (started with it); each fetch gets its own context.
 * A browser that crashed is launched again next time, behind the same proxy.
 */
export async function sharedBrowser(config: MonitoringConfig['browser']): Promise<Browser> {
  if (!config.enabled) throw new BrowserUnavailableError('The browser fetcher is turned off (MONITORING_BROWSER=false).');
  if (!config.path) throw new BrowserUnavailableError('No Chromium found: set MONITORING_BROWSER_PATH to a Chromium or Chrome executable.');
  if (!current && Date.now() - failedAt < RETRY_LAUNCH_AFTER_MS) throw new BrowserUnavailableError(failure);
  const executablePath = config.path;
  current ??= (async () => {
    const { chromium } = await import('playwright-core');
    proxy ??= startGuardedProxy();
    const guard = await proxy.catch((error: unknown) => {
      proxy = null;
      throw error;
    });
    const browser = await chromium.launch({ executablePath, args: [...BROWSER_ARGS, ...proxiedBrowserArgs(guard.server)], timeout: 30_000 });
    proxies.set(browser, guard);
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

/** The guarded proxy `browser` was launched behind, or null (then it must not fetch anything). */
export function proxyOf(browser: Browser): GuardedProxy | null {
  return proxies.get(browser) ?? null;
}

/** Closes the process's browser and its proxy (runner stop); the next use starts new ones. */
export async function closeSharedBrowser(): Promise<void> {
  const pending = current;
  const guard = proxy;
  current = null;
  proxy = null;
  failedAt = 0;
  const browser = pending ? await pending.catch(() => null) : null;
  await browser?.close().catch(() => undefined);
  await (await guard?.catch(() => null))?.close();
}
