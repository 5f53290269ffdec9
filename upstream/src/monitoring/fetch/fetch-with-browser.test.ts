import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { startDemoShop, type DemoShop } from '../demo-shop/start-demo-shop';
import { parseAllowList } from '../net/allow-list';
import { MonitoringFetchError } from '../net/fetch-error';
import { fetchWithBrowser, renderScreenshot } from './fetch-with-browser';
import { BrowserUnavailableError, closeSharedBrowser, proxiedBrowserArgs, sharedBrowser } from './shared-browser';

const CHROMIUM = '/usr/bin/chromium';
const withChromium = existsSync(CHROMIUM) ? describe : describe.skip;

withChromium('fetchWithBrowser (real Chromium, demo shop on loopback)', () => {
  let shop: DemoShop;
  beforeAll(async () => {
    shop = await startDemoShop({ port: 0 });
  });
  afterAll(async () => {
    await closeSharedBrowser();
    await shop.close();
  });
  const browser = () => sharedBrowser({ enabled: true, path: CHROMIUM });
  const allow = () => parseAllowList(`127.0.0.1:${shop.port}`);

  it('waits for the script-inserted price and takes a 1280-wide PNG', async () => {
    const chromium = await browser();
    // The fetch itself, not Chromium's launch (seconds on a loaded machine), is what is timed.
    const started = Date.now();
    const page = await fetchWithBrowser(chromium, `${shop.url}/products/script-price`, { allow: allow(), timeoutMs: 15_000, waitSelector: '.price' });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/class="price"[^>]*>1\.299,00(&nbsp;|\u00A0)€</);
    expect(Date.now() - started).toBeLessThan(10_000);
    const png = PNG.sync.read(page.screenshot as Buffer);
    expect(png.width).toBe(1280);
    expect(shop.log().filter((e) => e.path === '/products/script-price')).toHaveLength(1);
  }, 30_000);

  it('refuses a redirect to the metadata address before anything is sent there', async () => {
    const target = `${shop.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`;
    const error = await fetchWithBrowser(await browser(), target, { allow: allow(), timeoutMs: 5000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MonitoringFetchError);
    expect((error as MonitoringFetchError).code).toBe('forbidden_target');
  }, 30_000);

  it('renders fetched HTML without running its scripts', async () => {
    const png = await renderScreenshot(await browser(), '<p>Hello</p><script>document.body.style.background="red"</script>', 5000);
    const image = PNG.sync.read(png as Buffer);
    // The script did not run: the top-left pixel is white, not red.
    expect([...image.data.subarray(0, 3)]).toEqual([255, 255, 255]);
  }, 30_000);
});

describe('sharedBrowser without Chromium', () => {
  it('says why instead of crashing', async () => {
    await expect(sharedBrowser({ enabled: true, path: '/nonexistent/chromium' })).rejects.toThrow(BrowserUnavailableError);
    await expect(sharedBrowser({ enabled: false, path: CHROMIUM })).rejects.toThrow(/MONITORING_BROWSER=false/);
    await closeSharedBrowser();
  });

  it('never fetches with a browser that was not launched behind the guarded proxy', async () => {
    const unproxied = {} as Browser;
    await expect(fetchWithBrowser(unproxied, 'http://127.0.0.1:9/', { allow: parseAllowList(''), timeoutMs: 1000 })).rejects.toThrow(BrowserUnavailableError);
  });

  it('launches Chromium with every byte through the proxy: loopback included, no direct WebRTC UDP, no local DNS', () => {
    expect(proxiedBrowserArgs('http://127.0.0.1:4321')).toEqual([
      '--proxy-server=http://127.0.0.1:4321',
      '--proxy-bypass-list=<-loopback>',
      '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
      '--webrtc-ip-handling-policy=disable_non_proxied_udp',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      '--disable-quic',
    ]);
  });
});
