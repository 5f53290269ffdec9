/**
 * Figure 3 of the performance record (docs/performance.md), "sidebar click → URL changes and
 * something shows" (5.5 s with nothing on screen on a loaded machine before the work): in Debian's
 * Chromium, signed in on a company's brands list, the sidebar's section links are clicked in turn
 * (Products, Partners, Distributors, Retailers, Brands, …). For each click the page itself records,
 * at animation frames (what the user can see), when the navigation bar or the segment's loading
 * skeleton first shows, when the URL changes, and when the new screen is in place (its address, its
 * h1, no skeleton). Run quiet, then again with two busy processes taking both cores (`loaded`), as
 * the first figure was taken.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { BFF, q } from './stack-lib';
import { launchChromium } from './chromium';

const SECTIONS = [
  ['products', 'Products'],
  ['partners', 'Partners'],
  ['distributors', 'Distributors'],
  ['retailers', 'Retailers'],
  ['brands', 'Brands'],
] as const;

export type NavTimes = { feedback: number[]; url: number[]; ready: number[] };
export type NavFigures = { quiet: NavTimes; loaded: NavTimes; clicks: number };

type Marks = { click: number; feedback: number; url: number; ready: number };

/**
 * Installs the watcher for one click: a capture listener notes the click's time, and each
 * animation frame after it checks what the screen shows. Plain JS in a string: tsx would wrap a
 * function's inner arrows in a helper the page does not have.
 */
const WATCH_NEXT_CLICK = `(target) => {
  const marks = { click: 0, feedback: 0, url: 0, ready: 0 };
  window.__nav = marks;
  document.addEventListener('click', () => { marks.click = performance.now(); }, { capture: true, once: true });
  const skeleton = () => [...document.querySelectorAll('[role="status"]')].some((el) => (el.textContent || '').trim().startsWith('Loading'));
  const tick = () => {
    if (marks.click) {
      const now = performance.now();
      const bar = document.querySelector('[role="progressbar"][aria-label="Loading page"]') !== null;
      if (!marks.feedback && (bar || skeleton())) marks.feedback = now;
      if (!marks.url && location.pathname === target.path) marks.url = now;
      const h1 = [...document.querySelectorAll('h1')].some((el) => el.offsetParent !== null && (el.textContent || '').trim() === target.title);
      if (marks.url && h1 && !skeleton()) marks.ready = now;
    }
    if (!marks.ready) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}`;

async function clickThrough(page: Page, companyId: number, clicks: number): Promise<NavTimes> {
  const times: NavTimes = { feedback: [], url: [], ready: [] };
  for (let i = 0; i < clicks; i++) {
    const [segment, title] = SECTIONS[i % SECTIONS.length];
    const path = `/company/${companyId}/${segment}`;
    await page.evaluate(`(${WATCH_NEXT_CLICK})(${JSON.stringify({ path, title })})`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: title, exact: true }).click();
    // Functions without inner arrows (see WATCH_NEXT_CLICK); a string would be eval'd, which the CSP refuses.
    await page.waitForFunction(() => (window as unknown as { __nav: Marks }).__nav.ready > 0, undefined, { timeout: 30_000 });
    const m = await page.evaluate(() => (window as unknown as { __nav: Marks }).__nav);
    // A screen that came without any intermediate state counts its feedback at the screen itself.
    times.feedback.push((m.feedback || m.ready) - m.click);
    times.url.push(m.url - m.click);
    times.ready.push(m.ready - m.click);
  }
  return times;
}

/** Two processes spinning on both cores while the loaded round runs. */
function busyCores(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

export async function measureNavigation(opts: { cookie: string; companyId: number; clicks: number }): Promise<NavFigures> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: BFF });
    await context.addCookies(
      opts.cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: BFF };
      }),
    );
    const page = await context.newPage();
    await page.goto(`/company/${opts.companyId}/brands`);
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // Warm-up: every section's first render on the server is not a click's cost.
    await clickThrough(page, opts.companyId, SECTIONS.length);
    const quiet = await clickThrough(page, opts.companyId, opts.clicks);
    const hogs = busyCores();
    try {
      const loaded = await clickThrough(page, opts.companyId, opts.clicks);
      return { quiet, loaded, clicks: opts.clicks };
    } finally {
      for (const hog of hogs) hog.kill('SIGKILL');
    }
  } finally {
    await browser.close();
  }
}

/** `p50 … / max …` of one kind of mark. */
export const spread = (xs: number[]): { p50: number; max: number } => ({ p50: q(xs, 0.5), max: Math.max(...xs) });
