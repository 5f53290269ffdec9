/**
 * One signed-in view of a company's brands list (20 rows) in Debian's Chromium (playwright-core),
 * against a running stack (bench/stack-lib.ts): the background requests it makes (counted as
 * e2e/first-load-js.spec.ts counts them) and the BFF CPU the whole view costs, from navigation to
 * network idle — the HTML, the calls the page makes and any prefetch, which is how the first figure
 * was measured (0.64–1.54 s with 41–43 prefetches). A fresh context per view, so nothing comes from
 * a cache.
 */
import { backgroundRequest, rscRequests } from '../e2e/background-requests';
import { BFF, treeCpuMs } from './stack-lib';
import { launchChromium } from './chromium';

export type BrowserView = { requests: string[]; rsc: number; cpuPerView: number; msPerView: number; views: number };

/** `cookie` is the BFF's `name=value; …` session header (bench/stack-lib.ts's world). */
export async function measureBrowserView(opts: { bffPid: number; cookie: string; companyId: number; views: number }): Promise<BrowserView> {
  const browser = await launchChromium();
  try {
    const cookies = opts.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: BFF };
    });
    const view = async (): Promise<{ requests: string[]; cpu: number; ms: number }> => {
      const context = await browser.newContext({ baseURL: BFF });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (req) => {
        const seen = backgroundRequest(req, BFF);
        if (seen) requests.push(seen);
      });
      const cpu0 = treeCpuMs(opts.bffPid);
      const t0 = performance.now();
      const res = await page.goto(`/company/${opts.companyId}/brands`);
      if (!res?.ok() || !new URL(page.url()).pathname.endsWith('/brands')) throw new Error(`brands view: ${res?.status()} at ${page.url()}`);
      await page.locator('ul[aria-label="Brands"] > li').nth(19).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const result = { requests, cpu: treeCpuMs(opts.bffPid) - cpu0, ms: performance.now() - t0 };
      await context.close();
      return result;
    };
    await view(); // warm-up: the route's first render and the browser's own start are not a view's cost
    const runs = [];
    for (let i = 0; i < opts.views; i++) runs.push(await view());
    const last = runs[runs.length - 1];
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    return {
      requests: last.requests,
      rsc: rscRequests(last.requests).length,
      cpuPerView: mean(runs.map((r) => r.cpu)),
      msPerView: mean(runs.map((r) => r.ms)),
      views: runs.length,
    };
  } finally {
    await browser.close();
  }
}
