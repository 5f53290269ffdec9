/**
 * A workspace list's first page is in the server's HTML (prefetched under the key the
 * screen reads, so hydration fetches nothing), and how long the first rows take to reach the DOM
 * (navigation start → the first row inserted), reported per list as an annotation: no timed
 * assertion, the figure goes into docs/performance.md.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiData as data, apiHeaders as headers, approvedWorkspace } from './content-fixtures';
import { BASE, expect, test } from './fixtures';

type World = { state: Awaited<ReturnType<BrowserContext['storageState']>>; workspaceId: number; companyId: number };

const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** One user, an approved workspace with 20 files and a few of every other list, and a company with brands. */
async function makeWorld(browser: Browser): Promise<World> {
  const { ctx, request: r, stamp, teamId, workspaceId } = await approvedWorkspace(browser, { prefix: 'rows', first: 'Rhea', last: 'Rows' });
  const team = { id: teamId };
  const ws = { id: workspaceId };
  const company = await data<{ id: number }>(
    await r.post(`${BASE}/api/companies`, { multipart: { name: 'Rows Foods', subdomain: `rows-${stamp}`, team_id: String(team.id) }, headers }),
    'company',
  );
  for (let i = 1; i <= 20; i++) {
    const n = String(i).padStart(2, '0');
    await data(
      await r.post(`${BASE}/api/files`, {
        multipart: { name: `Plan ${n}`, workspace_id: String(ws.id), category: 'Sales', external_url: `https://example.com/plan-${n}` },
        headers,
      }),
      'file',
    );
    if (i <= 3) {
      await data(await r.post(`${BASE}/api/companies/${company.id}/brands`, { multipart: { name: `Brand ${n}` }, headers }), 'brand');
      await data(
        await r.post(`${BASE}/api/insights`, {
          multipart: { name: `Insight ${n}`, type: 'Market', workspace_id: String(ws.id), applicable_date: '2026-03-04' },
          headers,
        }),
        'insight',
      );
      await data(await r.post(`${BASE}/api/tasks`, { data: { workspace_id: ws.id, title: `Task ${n}`, due_date: '2099-03-04' }, headers }), 'task');
      await data(await r.post(`${BASE}/api/meetings`, { data: { workspace_id: ws.id, title: `Meeting ${n}`, starts_at: soon(i + 1) }, headers }), 'meeting');
    }
  }
  const [resource] = await data<{ id: number }[]>(
    await r.post(`${BASE}/api/insights/resources`, {
      multipart: { file: { name: 'shelf-photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
      headers,
    }),
    'resource',
  );
  await data(
    await r.post(`${BASE}/api/insights`, {
      multipart: { name: 'With a resource', type: 'Market', workspace_id: String(ws.id), insight_resource_ids: String(resource.id) },
      headers,
    }),
    'insight with resource',
  );
  await data(
    await r.post(`${BASE}/api/insights/resources`, {
      multipart: { file: { name: 'pending-note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
      headers,
    }),
    'pending',
  );
  const state = await ctx.storageState();
  await ctx.close();
  return { state, workspaceId: ws.id, companyId: company.id };
}

/** Records `performance.now()` (ms since navigation start) when `selector` first matches an element. */
async function firstRowAt(page: Page, path: string, selector: string): Promise<number> {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __firstRow?: number };
    const observer = new MutationObserver(() => {
      if (w.__firstRow === undefined && document.querySelector(sel)) {
        w.__firstRow = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(path);
  await expect(page.locator(selector).first()).toBeVisible({ timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { __firstRow?: number }).__firstRow ?? Number.NaN);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let world: World;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  world = await makeWorld(browser);
});

const lists = (w: World) => [
  { name: 'brands (reference)', path: `/company/${w.companyId}/brands`, selector: 'ul[aria-label="Brands"] > li', text: 'Brand 01' },
  { name: 'files', path: `/workspace/${w.workspaceId}/files`, selector: 'ul[aria-label="Files"] > li', text: 'Plan 20' },
  { name: 'insights', path: `/workspace/${w.workspaceId}/insights`, selector: 'ul[aria-label="Insights"] > li', text: 'Insight 01' },
  { name: 'meetings', path: `/workspace/${w.workspaceId}/meetings`, selector: 'ul[aria-label="Meetings"] > li', text: 'Meeting 01' },
  { name: 'tasks', path: `/workspace/${w.workspaceId}/tasks`, selector: 'ul[aria-label="Tasks"] > li', text: 'Task 01' },
  {
    name: 'resources',
    path: `/workspace/${w.workspaceId}/insight-resources`,
    selector: 'ul[aria-label="Resources in insights"] > li',
    text: 'shelf-photo.pdf',
  },
];

/** The list reads a screen would make in the browser (the filter options' `workspaces/…` reads are not among them). */
const LIST_CALL = /\/api\/(companies\/\d+\/brands|files|insights|insights\/resources|insights\/pending-resources|meetings|tasks)\?/;

test('each workspace list has its first page in the server HTML, and the browser does not read it again', async ({ browser, consoleErrors }) => {
  test.setTimeout(180_000);
  const ctx = await browser.newContext({ storageState: world.state });
  for (const list of lists(world)) {
    const html = await (await ctx.request.get(`${BASE}${list.path}`)).text();
    expect(html, `${list.name}: rows in the server HTML`).toContain(list.text);
    const page = await ctx.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) consoleErrors.push(msg.text());
    });
    const calls: string[] = [];
    page.on('request', (req) => {
      if (LIST_CALL.test(req.url())) calls.push(req.url());
    });
    await page.goto(list.path);
    // Subscribed to its realtime channel: hydrated, every query mounted (one that missed the cache has fetched).
    await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed', { timeout: 30_000 });
    expect(calls, `${list.name}: list reads in the browser`).toEqual([]);
    await page.close();
  }
  await ctx.close();
});

/** The HTML a server render put in <main>, without the scripts (whose RSC payload names everything). */
const mainHtml = (html: string) => html.slice(html.indexOf('<main')).replace(/<script[\s\S]*?<\/script>/g, '');

test('the company screen and home paint what they prefetched in the server HTML, not a spinner', async ({ browser }) => {
  const ctx = await browser.newContext({ storageState: world.state });
  // The sidebar's area title used to put a pending company query in the cache before the page's
  // HydrationBoundary ran, and the company screen rendered its spinner on the server.
  const company = mainHtml(await (await ctx.request.get(`${BASE}/company/${world.companyId}`)).text());
  expect(company).toMatch(/<h1[^>]*>(<span[^>]*>)?Rows Foods</);
  expect(company).toContain('Brand 01');
  // The bell's fallback query did the same to home's overview.
  const home = mainHtml(await (await ctx.request.get(`${BASE}/`)).text());
  expect(home).toContain('aria-label="Overview"');
  expect(home).not.toContain('Loading overview');
  // The sidebar still names the area from what the page loaded, once hydrated (it reads the cache).
  const page = await ctx.newPage();
  await page.goto(`/company/${world.companyId}/brands`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Rows Foods', { exact: true })).toBeVisible();
  await ctx.close();
});

/**
 * `/workspace/all/files` with nothing selected lists the same files, read in the browser after
 * hydration (the selection lives there): the way every list loaded before, measured in the same run.
 */
const BROWSER_READ = {
  name: 'files via /workspace/all (read in the browser)',
  path: '/workspace/all/files',
  selector: 'ul[aria-label="Files"] > li',
  text: 'Plan 20',
};

// A measurement (42 page loads), not a check: run it with LIST_TIMINGS=1 (CI leaves it out for time).
test('first rows in the DOM, per list (median of 5, reported)', async ({ browser, consoleErrors }) => {
  test.skip(!process.env.LIST_TIMINGS, 'set LIST_TIMINGS=1 to measure');
  test.setTimeout(480_000);
  const ctx = await browser.newContext({ storageState: world.state });
  const all = [...lists(world), BROWSER_READ];
  const times = all.map((): number[] => []);
  // Round by round across the lists, so a busy moment of the machine weighs on all of them alike;
  // the first round warms the server (routes, connections) and is not counted. LIST_ROUNDS (default
  // 5 counted) is for a quick smoke run (BENCH_QUICK=1 npm run bench).
  const rounds = Number(process.env.LIST_ROUNDS ?? 5) + 1;
  for (let round = 0; round < rounds; round++) {
    for (const [i, list] of all.entries()) {
      const page = await ctx.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) consoleErrors.push(msg.text());
      });
      const at = await firstRowAt(page, list.path, list.selector);
      if (round > 0) times[i].push(at);
      await page.close();
    }
  }
  const figures = all.map((list, i) => `${list.name}: ${Math.round(median(times[i]))} ms (${times[i].map(Math.round).join(', ')})`);
  console.log(`first rows in the DOM:\n  ${figures.join('\n  ')}`);
  test.info().annotations.push({ type: 'first rows in the DOM', description: figures.join('; ') });
  await ctx.close();
});
