import { existsSync } from 'node:fs';
import { parseAllowList } from '../net/allow-list';
import { ALLOWED_MARK, ALLOWED_WS_MARK, FORBIDDEN_SECRET, startAttackerSite, startForbiddenListener } from './attacker-site';
import type { AttackerSite, ForbiddenListener } from './attacker-site';
import { fetchPage } from './fetch-page';
import { fetchWithBrowser } from './fetch-with-browser';
import { closeSharedBrowser, sharedBrowser } from './shared-browser';

const CHROMIUM = '/usr/bin/chromium';
const withChromium = existsSync(CHROMIUM) ? describe : describe.skip;

/**
 * A page on an allowed host tries every way the browser has to reach an address
 * the allow list does not name (redirects followed inside frames, WebSockets, popups, WebRTC, a
 * service worker). The forbidden listener must hear nothing and nothing of it may reach the HTML.
 */
withChromium('the monitoring browser against a hostile page (real Chromium)', () => {
  let forbidden: ForbiddenListener;
  let site: AttackerSite;
  beforeAll(async () => {
    forbidden = await startForbiddenListener();
    site = await startAttackerSite(forbidden.origin);
  });
  afterAll(async () => {
    await closeSharedBrowser();
    await site.close();
    await forbidden.close();
  });
  beforeEach(() => forbidden.reset());
  const allow = () => parseAllowList(`127.0.0.1:${site.port}`);
  const config = { browser: { enabled: true, path: CHROMIUM }, fetchTimeoutMs: 8000 };

  it('fetchWithBrowser: the forbidden listener hears nothing (TCP or UDP) and its body is not in the HTML', async () => {
    const browser = await sharedBrowser(config.browser);
    const page = await fetchWithBrowser(browser, `${site.origin}/`, { allow: allow(), timeoutMs: 8000, waitSelector: '.price', screenshot: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(forbidden.contacts()).toEqual({ tcp: 0, udp: 0, paths: [] });
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="price"');
    expect(page.html).not.toContain(FORBIDDEN_SECRET);
    // What the allow list names still works from a child frame, through the proxy.
    expect(page.html).toContain(ALLOWED_MARK);
    expect(page.html).toContain(ALLOWED_WS_MARK);
    expect(site.hits()).toEqual(expect.arrayContaining(['/', '/child', '/allowed']));
  }, 30_000);

  it('the test-extraction path (fetchPage in browser mode) answers nothing from the forbidden listener', async () => {
    const outcome = await fetchPage({
      url: `${site.origin}/`,
      fetchMode: 'browser',
      settings: { priceSelector: '.price' },
      variation: null,
      allow: allow(),
      config,
      now: () => new Date(),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(forbidden.contacts()).toEqual({ tcp: 0, udp: 0, paths: [] });
    expect(outcome.kind).toBe('content');
    expect(JSON.stringify({ ...outcome, screenshot: null })).not.toContain(FORBIDDEN_SECRET);
  }, 30_000);
});
