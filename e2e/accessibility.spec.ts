/**
 * Accessibility and layout of every screen: the spec's list of screens, signed out and
 * signed in (one world made through the API and reused), a few dialogs open, at 1280 px (light) and
 * 375 px (dark), each screen also resized to 320, 768 and 1440 px.
 * Each screen must have no serious or critical axe violation, no sideways scroll, exactly one
 * <main>, and no console error. One page load per screen and width keeps the run short.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { adminContext, BASE, expect, signUpInContext, test, uniqueEmail, uniqueStamp, watchConsole } from './fixtures';

const headers = { origin: BASE };
/**
 * `also`: more widths each screen must fit at (the page is resized, not audited again: layout only).
 * `dark`: the walk runs in the dark theme, so both themes pass axe (contrast above all) at no extra walk.
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
};

async function data<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * One user with a team, an approved workspace holding one record of each kind (a retailer, a PDF
 * file, an insight, an overdue task, an upcoming meeting) and a company owned by the team.
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
  const cr = await data<{ id: number }>(
    await r.post(`${BASE}/api/companies/${company.id}/retailers`, { multipart: { name: 'Corner Market', locations: 'Austin TX' }, headers }),
    'company retailer',
  );
  const wr = await data<{ id: number }>(
    await r.post(`${BASE}/api/workspaces/${ws.id}/retailers`, { data: { company_retailer_id: cr.id }, headers }),
    'workspace retailer',
  );
  await data(await r.post(`${BASE}/api/companies/${company.id}/brands`, { multipart: { name: 'Aurora' }, headers }), 'brand');
  await data(
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
  await data(
    await r.post(`${BASE}/api/insights`, {
      multipart: { name: 'Endcap gap', type: 'Market', workspace_id: String(ws.id), applicable_date: day(-3), category: 'Marketing' },
      headers,
    }),
    'insight',
  );
  await data(await r.post(`${BASE}/api/tasks`, { data: { workspace_id: ws.id, title: 'Send the price list', due_date: day(-2) }, headers }), 'task');
  const meeting = await data<{ id: number }>(
    await r.post(`${BASE}/api/meetings`, {
      data: { workspace_id: ws.id, title: 'Line review', starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString(), goals: ['Agree the spring range'] },
      headers,
    }),
    'meeting',
  );
  const state = await ctx.storageState();
  await ctx.close();
  return { state, adminState, teamId: team.id, companyId: company.id, workspaceId: ws.id, retailerId: wr.id, meetingId: meeting.id };
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
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Every problem of the page as it stands, as lines for the final report. */
async function audit(page: Page, where: string, consoleErrors: string[]): Promise<string[]> {
  const problems: string[] = [];
  // Violations only: axe then skips collecting every passing node (most of its time on a long page).
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    problems.push(`${where}: axe ${v.impact} ${v.id} (${v.nodes.length}) — ${v.help} — ${targets}`);
  }
  const layout = await page.evaluate(() => ({
    scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
    innerWidth: window.innerWidth,
    mains: document.querySelectorAll('main').length,
  }));
  if (layout.scrollWidth > layout.innerWidth) problems.push(`${where}: scrolls sideways (${layout.scrollWidth} > ${layout.innerWidth})`);
  if (layout.mains !== 1) problems.push(`${where}: ${layout.mains} <main> elements`);
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
  if (width.dark) await context.addInitScript(() => window.localStorage.setItem('collab.theme', 'dark'));
  const page = await context.newPage();
  const errors = watchConsole(page);
  return { page, errors, close: () => context.close() };
}

type Screen = {
  path: string;
  /** A state to audit too, reached from this screen: a dialog opened, a form's extra fields. */
  then?: { name: string; dialog: boolean; open: (page: Page) => Promise<void> };
};

/** Whether the page scrolls sideways at each of the other widths (then back to the walk's own). */
async function fitsAlso(page: Page, width: Width, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const other of width.also) {
    await page.setViewportSize({ width: other, height: width.height });
    await page.waitForTimeout(50);
    const wide = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
    if (wide > other) problems.push(`${where}: scrolls sideways at ${other} px (${wide})`);
  }
  await page.setViewportSize({ width: width.width, height: width.height });
  return problems;
}

/** Visits each path once and audits it, then the extra state it names (closing a dialog after). */
async function walk(page: Page, errors: string[], width: Width, screens: Screen[]): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    const where = `${screen.path} @${width.width}`;
    await page.goto(screen.path);
    await settle(page);
    problems.push(...(await audit(page, where, errors)));
    problems.push(...(await fitsAlso(page, width, where)));
    if (!screen.then) continue;
    const { name, dialog, open } = screen.then;
    try {
      await open(page);
      if (dialog) await expect(page.getByRole('dialog').first()).toBeVisible();
    } catch (error) {
      problems.push(`${where}: could not open ${name}: ${String(error).slice(0, 200)}`);
      continue;
    }
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    problems.push(...(await audit(page, `${where} (${name})`, errors)));
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
    test.setTimeout(120_000);
    const { page, errors, close } = await newPage(browser, width);
    const problems = await walk(
      page,
      errors,
      width,
      ['/login', '/signup', '/contact', '/terms', '/privacy', '/cookies', '/no-such-page'].map((path) => ({ path })),
    );
    await close();
    expect(problems).toEqual([]);
  });

  test(`signed-in screens and dialogs pass axe and fit at ${width.width} px`, async ({ browser }) => {
    test.setTimeout(360_000);
    const { page, errors, close } = await newPage(browser, width, world.state);
    const co = `/company/${world.companyId}`;
    const ws = `/workspace/${world.workspaceId}`;
    const screens: Screen[] = [
      { path: '/' },
      { path: '/teams', then: dialogOf('New team') },
      { path: `/teams/${world.teamId}` },
      { path: '/companies' },
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
      ...['brands', 'products', 'retailers', 'partners', 'distributors', 'edit', 'import'].map((s) => ({ path: `${co}/${s}` })),
      { path: '/workspaces' },
      { path: ws },
      ...['files', 'insights', 'retailers', 'brands', 'products', 'management', 'insight-resources'].map((s) => ({ path: `${ws}/${s}` })),
      { path: `${ws}/meetings`, then: dialogOf('New meeting') },
      { path: `${ws}/tasks`, then: dialogOf('New task') },
      { path: `${ws}/retailers/${world.retailerId}` },
      { path: `${ws}/meetings/${world.meetingId}` },
      { path: '/workspace/all' },
      { path: '/workspace/all/files' },
      { path: '/workspace/all/tasks' },
      { path: '/profile' },
      { path: `${ws}/no-such-section` },
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
