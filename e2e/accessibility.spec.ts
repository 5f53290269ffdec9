/**
 * Accessibility and layout of every screen: the spec's list of screens, signed out and
 * signed in (one world made through the API and reused), a few dialogs open. The desktop walk loads
 * each screen at 1280 px and resizes it to 768 and 1440; the phone walk loads it at 375 px (touch)
 * and resizes it to 320. At each walk's width the screen must have no serious or critical axe
 * violation in either theme (all rules in the walk's theme, the colour rules in the other), exactly
 * one <main> and no console error; at all five widths, no sideways scroll (and the same axe audit
 * with A11Y_EVERY_WIDTH=1). One page load per screen and walk keeps the run short.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { seriousViolations, setTheme } from './axe';
import { companyRecords, type MonitoredWithCase, monitoredWithCase } from './content-fixtures';
import { adminContext, BASE, expect, signUpInContext, test, uniqueEmail, uniqueStamp, watchConsole } from './fixtures';

const headers = { origin: BASE };
/**
 * `also`: the other widths the walk resizes each screen to, audited there as at its own width.
 * `dark`: the walk's own theme; the other theme is put on in place for axe's colour rules.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800, phone: false, also: [768, 1440], dark: false },
  { name: 'phone', width: 375, height: 740, phone: true, also: [320], dark: true },
] as const;
type Width = (typeof WIDTHS)[number];
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type World = {
  state: StorageState;
  adminState: StorageState;
  teamId: number;
  companyId: number;
  workspaceId: number;
  retailerId: number;
  meetingId: number;
  taskId: number;
  fileId: number;
  insightId: number;
  /** The company's records, each with a detail screen. */
  company: { brandId: number; productId: number; retailerId: number; partnerId: number; distributorId: number };
  /** The workspace's brand and product (added from the company's). */
  wsBrandId: number;
  wsProductId: number;
  /** A monitored product whose one retailer page (the demo shop's item 7, €17.00 under a €45.00 MAP) was fetched: a MAP case is open. */
  monitoring: MonitoredWithCase;
  scorecardPath: string;
  shareCode: string;
};

async function data<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * One user with a team, an approved workspace holding one record of each kind (a retailer, a brand,
 * a product, a PDF file, an insight, an overdue task, an upcoming meeting), and a company owned by
 * the team with one record of each kind, a monitored product with an open MAP case, a published
 * scorecard and a share link.
 */
async function makeWorld(browser: Browser): Promise<World> {
  const ctx = await browser.newContext();
  await signUpInContext(ctx, uniqueEmail('a11y'), 'Wendy', 'World');
  const r = ctx.request;
  const stamp = uniqueStamp();
  const team = await data<{ id: number }>(await r.post(`${BASE}/api/teams`, { multipart: { name: 'Field team' }, headers }), 'team');
  const ws = await data<{ id: number }>(
    await r.post(`${BASE}/api/workspaces`, { multipart: { name: `Spring reset ${stamp}`, team_id: String(team.id) }, headers }),
    'workspace',
  );
  const admin = await adminContext(browser);
  await data(await admin.request.post(`${BASE}/api/superadmin/approve-workspace`, { data: { workspace_id: ws.id }, headers }), 'approve');
  const adminState = await admin.storageState();
  await admin.close();

  const company = await data<{ id: number }>(
    await r.post(`${BASE}/api/companies`, { multipart: { name: 'Northwind Foods', subdomain: `nwf-${stamp}`, team_id: String(team.id) }, headers }),
    'company',
  );
  const c = `${BASE}/api/companies/${company.id}`;
  const cr = await data<{ id: number }>(
    await r.post(`${c}/retailers`, { multipart: { name: 'Corner Market', locations: 'Austin TX' }, headers }),
    'company retailer',
  );
  const wr = await data<{ id: number }>(
    await r.post(`${BASE}/api/workspaces/${ws.id}/retailers`, { data: { company_retailer_id: cr.id }, headers }),
    'workspace retailer',
  );
  const records = await companyRecords(r, company.id, ws.id);
  const file = await data<{ id: number }>(
    await r.post(`${BASE}/api/files`, {
      multipart: {
        name: 'Q3 plan',
        workspace_id: String(ws.id),
        category: 'Sales',
        file: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
      headers,
    }),
    'file',
  );
  const insight = await data<{ id: number }>(
    await r.post(`${BASE}/api/insights`, {
      multipart: { name: 'Endcap gap', type: 'Market', workspace_id: String(ws.id), applicable_date: day(-3), category: 'Marketing' },
      headers,
    }),
    'insight',
  );
  const task = await data<{ id: number }>(
    await r.post(`${BASE}/api/tasks`, { data: { workspace_id: ws.id, title: 'Send the price list', due_date: day(-2) }, headers }),
    'task',
  );
  const meeting = await data<{ id: number }>(
    await r.post(`${BASE}/api/meetings`, {
      data: { workspace_id: ws.id, title: 'Line review', starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString(), goals: ['Agree the spring range'] },
      headers,
    }),
    'meeting',
  );
  const monitoring = await monitoredWithCase(r, company.id, cr.id);
  const scorecard = await data<{ path: string }>(
    await r.post(`${c}/scorecard-links`, { data: { retailer_id: cr.id, from: day(-30), to: day(0), expires_in_days: 7 }, headers }),
    'scorecard link',
  );
  const share = await data<{ code: string }>(await r.post(`${BASE}/api/short-code`, { data: { type: 'task', id: task.id }, headers }), 'share link');
  const state = await ctx.storageState();
  await ctx.close();
  return {
    state,
    adminState,
    teamId: team.id,
    companyId: company.id,
    workspaceId: ws.id,
    retailerId: wr.id,
    meetingId: meeting.id,
    taskId: task.id,
    fileId: file.id,
    insightId: insight.id,
    company: { brandId: records.brand, productId: records.product, retailerId: cr.id, partnerId: records.partner, distributorId: records.distributor },
    wsBrandId: records.wsBrand,
    wsProductId: records.wsProduct,
    monitoring,
    scorecardPath: scorecard.path,
    shareCode: share.code,
  };
}

/**
 * Requests in flight on each page, and when the last one began or ended: `networkQuiet` waits for
 * 200 ms without any, where Playwright's `networkidle` waits for 500 ms (0.3 s more per screen and
 * walk, ~170 times a run, with nothing left to load).
 */
const traffic = new WeakMap<Page, { inFlight: number; lastChange: number }>();
function trackTraffic(page: Page): void {
  const state = { inFlight: 0, lastChange: Date.now() };
  traffic.set(page, state);
  const change = (delta: number) => () => {
    state.inFlight += delta;
    state.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/** Until no request has been in flight for `quietMs` (capped at `timeout`: the audit then reports what is there). */
async function networkQuiet(page: Page, quietMs = 200, timeout = 5_000): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('networkQuiet: the page was not made by newPage');
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const quietFor = Date.now() - state.lastChange;
    if (state.inFlight <= 0 && quietFor >= quietMs) return;
    await page.waitForTimeout(state.inFlight <= 0 ? quietMs - quietFor : 50);
  }
}

/** Waits for the screen's data: an h1, no loading skeleton or spinner, the network quiet (each capped: the audit then reports what is there). */
async function settle(page: Page): Promise<void> {
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => undefined);
  await expect(page.locator('[role="status"]:has(svg.animate-spin), [role="status"] .motion-safe\\:animate-pulse'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await networkQuiet(page);
}

/** Every problem of the page as it stands, as lines for the final report. */
async function audit(page: Page, where: string, consoleErrors: string[], rules?: string[]): Promise<string[]> {
  const problems = await seriousViolations(page, where, rules);
  problems.push(...(await scrollsSideways(page, where)));
  const mains = await page.evaluate(() => document.querySelectorAll('main').length);
  if (mains !== 1) problems.push(`${where}: ${mains} <main> elements`);
  for (const error of consoleErrors.splice(0)) problems.push(`${where}: console error: ${error.slice(0, 300)}`);
  return problems;
}

async function newPage(browser: Browser, width: Width, state?: StorageState): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    ...(width.phone ? { isMobile: true, hasTouch: true } : {}),
    ...(state ? { storageState: state } : {}),
  });
  // The theme the app reads before painting (lib/ui/appearance.ts, THEME_KEY).
  // The top document only: the script runs in every frame, and a retailer's stored page is sandboxed without storage.
  if (width.dark) await context.addInitScript(() => window === window.top && window.localStorage.setItem('collab.theme', 'dark'));
  const page = await context.newPage();
  trackTraffic(page);
  const errors = watchConsole(page);
  return { page, errors, close: () => context.close() };
}

type Screen = {
  path: string;
  /** A list screen: on a phone its first row must end above the fold. */
  list?: true;
  /** A state to audit too, reached from this screen: a dialog opened, a form's extra fields. */
  then?: { name: string; dialog: boolean; open: (page: Page) => Promise<void> };
};

/**
 * Axe's colour rules in the other theme. A theme changes colours only (CSS variables under `.dark`),
 * so the rules a theme can change are the contrast ones; the rest ran in the walk's own theme.
 */
async function auditOtherTheme(page: Page, width: Width, where: string, errors: string[]): Promise<string[]> {
  await setTheme(page, !width.dark);
  const problems = await audit(page, `${where} ${width.dark ? 'light' : 'dark'}`, errors, ['color-contrast', 'link-in-text-block']);
  await setTheme(page, width.dark);
  return problems;
}

/**
 * Axe at every width, not only the walk's own (`A11Y_EVERY_WIDTH=1`, `npm run e2e:a11y`): ten audits
 * per screen instead of four, about four times the walk's time, so CI audits the two widths of the
 * walks (one per layout: phone and desktop) and checks the others for sideways scroll. 320 and 1440
 * draw the same breakpoints as 375 and 1280 (Tailwind's sm is 640, 2xl 1536); 768 is md.
 */
const AXE_EVERY_WIDTH = process.env.A11Y_EVERY_WIDTH === '1';

/** Whether the page scrolls sideways at the current viewport. */
async function scrollsSideways(page: Page, where: string): Promise<string[]> {
  const layout = await page.evaluate(() => ({ wide: (document.scrollingElement ?? document.documentElement).scrollWidth, inner: window.innerWidth }));
  return layout.wide > layout.inner ? [`${where}: scrolls sideways (${layout.wide} > ${layout.inner})`] : [];
}

/**
 * The screen at its walk's width in both themes (all rules in the walk's theme, the colour rules in
 * the other), then at each other width of the walk: no sideways scroll there (and the same audit,
 * with AXE_EVERY_WIDTH), then back.
 */
async function auditEveryWidth(page: Page, width: Width, where: string, errors: string[]): Promise<string[]> {
  const problems = [...(await audit(page, where, errors)), ...(await auditOtherTheme(page, width, where, errors))];
  for (const other of width.also) {
    await page.setViewportSize({ width: other, height: width.height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const at = where.replace(/@\d+$/, `@${other}`);
    if (AXE_EVERY_WIDTH) problems.push(...(await audit(page, at, errors)), ...(await auditOtherTheme(page, width, at, errors)));
    else problems.push(...(await scrollsSideways(page, at)));
  }
  await page.setViewportSize({ width: width.width, height: width.height });
  return problems;
}

/**
 * Where a list screen's first row ends: the first item of the first named list in <main> (the
 * lists' own `aria-label`), or of its first table's body. Lists first (issue 29): on a 375 × 740
 * phone it must end above the fold, with the page header, toolbar and filters above it.
 */
async function firstRowAboveFold(page: Page, width: Width, where: string): Promise<string[]> {
  const bottom = await page.evaluate(() => {
    const row = document.querySelector(
      'main :is(ul[aria-label], ol[aria-label], [role="list"][aria-label]) > :is(li, [role="listitem"]), main table > tbody > tr',
    );
    return row ? row.getBoundingClientRect().bottom : null;
  });
  if (bottom === null) return [`${where}: no list row found`];
  return bottom > width.height ? [`${where}: the first row ends below the fold (${Math.round(bottom)} > ${width.height} px)`] : [];
}

/** Visits each path once and audits it, then the extra state it names (closing a dialog after). */
async function walk(page: Page, errors: string[], width: Width, screens: Screen[]): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    const where = `${screen.path} @${width.width}`;
    await page.goto(screen.path);
    await settle(page);
    problems.push(...(await auditEveryWidth(page, width, where, errors)));
    if (screen.list && width.phone) problems.push(...(await firstRowAboveFold(page, width, where)));
    if (!screen.then) continue;
    const { name, dialog, open } = screen.then;
    try {
      await open(page);
      if (dialog) await expect(page.getByRole('dialog').first()).toBeVisible();
    } catch (error) {
      problems.push(`${where}: could not open ${name}: ${String(error).slice(0, 200)}`);
      continue;
    }
    await networkQuiet(page);
    problems.push(...(await audit(page, `${where} (${name})`, errors)), ...(await auditOtherTheme(page, width, `${where} (${name})`, errors)));
    if (dialog) await page.keyboard.press('Escape');
  }
  return problems;
}

/** Opens the dialog behind the first button of that name. */
const dialogOf = (button: string): Screen['then'] => ({
  name: `dialog ${button}`,
  dialog: true,
  open: (page) => page.getByRole('button', { name: button, exact: true }).first().click(),
});

let world: World;

// The four walks share nothing but the world they read, which each worker makes for itself: they
// run side by side on the run's two workers.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  world = await makeWorld(browser);
});

for (const width of WIDTHS) {
  test(`signed-out screens pass axe and fit at ${width.width} px`, async ({ browser }) => {
    test.setTimeout(AXE_EVERY_WIDTH ? 400_000 : 120_000);
    const { page, errors, close } = await newPage(browser, width);
    const problems = await walk(
      page,
      errors,
      width,
      [
        '/login',
        '/signup',
        '/contact',
        '/terms',
        '/privacy',
        '/cookies',
        '/developers',
        '/no-such-page',
        // A share link's landing ("Wendy World shared the task …"), a published scorecard, and an unsubscribe link gone bad.
        `/s/${world.shareCode}`,
        world.scorecardPath,
        '/unsubscribe?token=not-a-token',
      ].map((path) => ({ path })),
    );
    await close();
    expect(problems).toEqual([]);
  });

  test(`signed-in screens and dialogs pass axe and fit at ${width.width} px`, async ({ browser }) => {
    test.setTimeout(AXE_EVERY_WIDTH ? 1_500_000 : 360_000);
    const { page, errors, close } = await newPage(browser, width, world.state);
    const co = `/company/${world.companyId}`;
    const ws = `/workspace/${world.workspaceId}`;
    const screens: Screen[] = [
      { path: '/' },
      { path: '/teams', list: true, then: dialogOf('New team') },
      { path: `/teams/${world.teamId}` },
      { path: '/companies', list: true },
      {
        path: '/companies/new',
        // The company form with the inline "New team name" that the owner-team choice opens.
        then: {
          name: 'new team fields',
          dialog: false,
          open: async (p) => {
            await p.getByLabel(/^Owner team/).selectOption({ label: 'New team…' });
            await expect(p.getByLabel(/^New team name/)).toBeVisible();
          },
        },
      },
      { path: co },
      ...['brands', 'products', 'retailers', 'partners', 'distributors'].map((s) => ({ path: `${co}/${s}`, list: true as const })),
      ...['edit', 'import'].map((s) => ({ path: `${co}/${s}` })),
      { path: '/workspaces', list: true },
      { path: ws },
      ...['files', 'insights', 'retailers', 'brands', 'products'].map((s) => ({ path: `${ws}/${s}`, list: true as const })),
      ...['management', 'insight-resources'].map((s) => ({ path: `${ws}/${s}` })),
      { path: `${ws}/meetings`, list: true, then: dialogOf('New meeting') },
      { path: `${ws}/tasks`, list: true, then: dialogOf('New task') },
      { path: `${ws}/retailers/${world.retailerId}` },
      { path: `${ws}/meetings/${world.meetingId}` },
      { path: '/workspace/all' },
      { path: '/workspace/all/files', list: true },
      { path: '/workspace/all/tasks', list: true },
      { path: '/profile' },
      { path: `${ws}/no-such-section` },
    ];
    const problems = await walk(page, errors, width, screens);
    await close();
    expect(problems).toEqual([]);
  });

  test(`record, monitoring and panel screens pass axe and fit at ${width.width} px`, async ({ browser }) => {
    test.setTimeout(AXE_EVERY_WIDTH ? 1_500_000 : 360_000);
    const { page, errors, close } = await newPage(browser, width, world.state);
    const co = `/company/${world.companyId}`;
    const ws = `/workspace/${world.workspaceId}`;
    const { brandId, productId, retailerId, partnerId, distributorId } = world.company;
    const mon = `${co}/monitoring/${world.monitoring.productId}`;
    const screens: Screen[] = [
      { path: `${co}/brands/${brandId}` },
      { path: `${co}/brands/${brandId}/edit` },
      { path: `${co}/brands/new` },
      { path: `${co}/products/${productId}` },
      { path: `${co}/products/${productId}/edit` },
      { path: `${co}/products/new` },
      { path: `${co}/retailers/${retailerId}` },
      { path: `${co}/retailers/categories` },
      { path: `${co}/partners/${partnerId}` },
      { path: `${co}/distributors/${distributorId}` },
      { path: `${co}/teams` },
      { path: `${co}/team/${world.teamId}` },
      { path: `${co}/monitoring`, list: true },
      { path: mon },
      { path: `${mon}/overview` },
      { path: `${mon}/retailer-page-versions/${world.monitoring.pageId}` },
      { path: `${co}/monitoring/map-cases` },
      { path: `${co}/monitoring/map-cases/${world.monitoring.caseId}` },
      { path: `${co}/monitoring/scorecards` },
      { path: `${co}/monitoring/sellers` },
      { path: `${ws}/brands/${world.wsBrandId}` },
      { path: `${ws}/products/${world.wsProductId}` },
      // The side panels a list opens on a record.
      { path: `${ws}/tasks?taskId=${world.taskId}` },
      { path: `${ws}/files?fileId=${world.fileId}` },
      { path: `${ws}/insights?insightId=${world.insightId}` },
    ];
    const problems = await walk(page, errors, width, screens);
    await close();
    expect(problems).toEqual([]);
  });

  test(`the admin screen passes axe and fits at ${width.width} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const { page, errors, close } = await newPage(browser, width, world.adminState);
    const problems = await walk(page, errors, width, [{ path: '/admin' }]);
    await close();
    expect(problems).toEqual([]);
  });
}
