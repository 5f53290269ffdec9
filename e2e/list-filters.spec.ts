/**
 * The workspace lists' filters, Linear's way (one "Filter" menu, the active filters as chips): on a
 * 375×812 phone the first row of the tasks, files, insights and meetings lists is above the fold
 * with no layout shift past 0.1 while the page hydrates; a filter added with the keyboard alone
 * shows as a chip, is in the URL (a reload keeps it) and goes away with its "×".
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiData as data, apiHeaders as headers, approvedWorkspace } from './content-fixtures';
import { BASE, expect, test } from './fixtures';
import { filterButton, pickFilter } from './filter-menu';
import { layoutShift, watchLayoutShift } from './layout-shift';

type World = { state: Awaited<ReturnType<BrowserContext['storageState']>>; workspaceId: number };

const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** One user and an approved workspace with two of each: files, insights, tasks, meetings. */
async function makeWorld(browser: Browser): Promise<World> {
  const { ctx, request: r, workspaceId } = await approvedWorkspace(browser, { prefix: 'chips', first: 'Chip', last: 'Filter' });
  const ws = { id: workspaceId };
  for (const [i, category] of (['Sales', 'Marketing'] as const).entries()) {
    const n = String(i + 1).padStart(2, '0');
    await data(
      await r.post(`${BASE}/api/files`, {
        multipart: { name: `Plan ${n}`, workspace_id: String(ws.id), category, external_url: `https://example.com/plan-${n}` },
        headers,
      }),
      'file',
    );
    await data(
      await r.post(`${BASE}/api/insights`, {
        multipart: { name: `Insight ${n}`, type: 'Market', category, workspace_id: String(ws.id), applicable_date: '2026-03-04' },
        headers,
      }),
      'insight',
    );
    await data(await r.post(`${BASE}/api/tasks`, { data: { workspace_id: ws.id, title: `Task ${n}`, due_date: '2099-03-04' }, headers }), 'task');
    await data(await r.post(`${BASE}/api/meetings`, { data: { workspace_id: ws.id, title: `Meeting ${n}`, starts_at: soon(i + 2) }, headers }), 'meeting');
  }
  const state = await ctx.storageState();
  await ctx.close();
  return { state, workspaceId: ws.id };
}

let world: World;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  world = await makeWorld(browser);
});

/** Each list, the filter added with the keys, the choice, and the URL parameter it writes. */
const LISTS = [
  { name: 'tasks', list: 'Tasks', field: 'Status', choice: 'Completed', chip: 'Status: Completed', param: /status=completed/ },
  { name: 'files', list: 'Files', field: 'Category', choice: 'Sales', chip: 'Category: Sales', param: /category=Sales/ },
  { name: 'insights', list: 'Insights', field: 'Category', choice: 'Sales', chip: 'Category: Sales', param: /category=Sales/ },
  { name: 'meetings', list: 'Meetings', field: 'Meeting date', choice: 'Next 7 days', chip: /^Meeting date: /, param: /date_from=\d{4}-\d{2}-\d{2}&date_to=/ },
] as const;

/** Moves the focus with Arrow Down until the focused element reads `name` (at most 30 presses). */
async function arrowTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (text === name || text.startsWith(`${name}`)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no menu item "${name}"`);
}

for (const item of LISTS) {
  test(`${item.name}: first row above the fold on a phone, a filter added with the keyboard, kept on reload, removed`, async ({ browser, consoleErrors }) => {
    const ctx = await browser.newContext({ storageState: world.state, viewport: { width: 375, height: 812 } });
    const page = await ctx.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) consoleErrors.push(msg.text());
    });
    await watchLayoutShift(page);
    const path = `/workspace/${world.workspaceId}/${item.name}`;
    await page.goto(path);
    const firstRow = page.getByRole('list', { name: item.list, exact: true }).getByRole('listitem').first();
    await expect(firstRow).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed', { timeout: 30_000 });
    const box = await firstRow.boundingBox();
    expect(box, 'first row laid out').not.toBeNull();
    expect(box!.y + box!.height, `${item.name}: the first row ends above the fold (812 px)`).toBeLessThanOrEqual(812);
    await page.waitForTimeout(500);
    const shift = await layoutShift(page);
    test.info().annotations.push({
      type: 'first row and CLS at 375×812',
      description: `${item.name}: row ends at ${Math.round(box!.y + box!.height)} px, CLS ${shift.toFixed(3)}`,
    });
    console.log(`${item.name}: first row ends at ${Math.round(box!.y + box!.height)} px, CLS ${shift.toFixed(3)}`);
    expect(shift, `${item.name}: layout shift while loading`).toBeLessThanOrEqual(0.1);

    // Keyboard only: focus "Filter", open it, walk to the field and the choice.
    await filterButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Add filter' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    // The open menu stays inside a 375 px screen (no sideways scroll).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${item.name}: menu inside the screen`).toBe(true);
    // The toolbar with its menu open: no serious or critical axe violation.
    const axe = await new AxeBuilder({ page }).include('section[aria-label="Filters"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await arrowTo(page, item.field);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: item.field })).toBeVisible();
    await arrowTo(page, item.choice);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(filterButton(page)).toBeFocused();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: item.chip })).toBeVisible();
    await expect(page).toHaveURL(item.param);

    // The URL holds it: a reload paints the chip from the server.
    await page.reload();
    await expect(chips.getByRole('button', { name: item.chip })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed', { timeout: 30_000 });

    await chips.getByRole('button', { name: `Remove ${item.field} filter` }).click();
    await expect(page.getByRole('button', { name: item.chip })).toHaveCount(0);
    await expect(page).not.toHaveURL(item.param);
    await expect(page.getByRole('list', { name: item.list, exact: true }).getByRole('listitem').first()).toBeVisible();
    await ctx.close();
  });
}

test('tasks: the filters saved as a named view, applied again from the menu, then deleted', async ({ browser }) => {
  const ctx = await browser.newContext({ storageState: world.state });
  const page = await ctx.newPage();
  await page.goto(`/workspace/${world.workspaceId}/tasks`);
  await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed', { timeout: 30_000 });
  await pickFilter(page, 'Status', 'Overdue');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Status: Overdue' })).toBeVisible();

  await filterButton(page).click();
  await page.getByRole('menuitem', { name: 'Save filters as a view…' }).click();
  await page.getByLabel('View name').fill('Late work');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await chips.getByRole('button', { name: 'Remove Status filter' }).click();
  await expect(chips.getByRole('button', { name: 'Status: Open' })).toBeVisible();
  await filterButton(page).click();
  const view = page.getByRole('group', { name: 'Saved views' }).getByRole('menuitemradio', { name: 'Late work' });
  await expect(view).toHaveAttribute('aria-checked', 'false');
  await view.click();
  await expect(chips.getByRole('button', { name: 'Status: Overdue' })).toBeVisible();
  await expect(page).toHaveURL(/status=overdue/);

  await filterButton(page).click();
  await expect(view).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitem', { name: 'Delete view Late work' }).click();
  await expect(view).toHaveCount(0);
  await ctx.close();
});
