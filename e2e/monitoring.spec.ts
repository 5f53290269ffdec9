import type { Browser, BrowserContext, Page } from '@playwright/test';
import { adminContext, BASE, expect, signUpInContext, test, uniqueEmail, uniqueStamp } from './fixtures';

const headers = { origin: BASE };
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The demo retailer of the e2e stack (scripts/e2e-server.mjs: E2E_PORT + 1500), the only loopback monitoring may reach. */
const SHOP = `http://127.0.0.1:${PORT + 1500}`;
const SHOP_BY_NAME = `http://localhost:${PORT + 1500}`;

async function data<T>(res: Awaited<ReturnType<BrowserContext['request']['post']>>, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** A brand manager with a team, an approved workspace and a company with two retailers, made through the API. */
async function world(browser: Browser, ctx: BrowserContext) {
  await signUpInContext(ctx, uniqueEmail('mona'), 'Mona', 'Manager');
  const r = ctx.request;
  const team = await data<{ id: number }>(await r.post(`${BASE}/api/teams`, { multipart: { name: 'Pricing' }, headers }), 'team');
  const ws = await data<{ id: number }>(
    await r.post(`${BASE}/api/workspaces`, { multipart: { name: `Price watch ${uniqueStamp()}`, team_id: String(team.id) }, headers }),
    'workspace',
  );
  const admin = await adminContext(browser);
  await data(await admin.request.post(`${BASE}/api/superadmin/approve-workspace`, { data: { workspace_id: ws.id }, headers }), 'approve');
  await admin.close();
  const company = await data<{ id: number }>(
    await r.post(`${BASE}/api/companies`, {
      multipart: { name: 'Duo Coffee', subdomain: `duo-${uniqueStamp()}`, team_id: String(team.id) },
      headers,
    }),
    'company',
  );
  for (const name of ['Alpha Shop', 'Beta Market'])
    await data(await r.post(`${BASE}/api/companies/${company.id}/retailers`, { multipart: { name }, headers }), `retailer ${name}`);
  return { companyId: company.id, workspaceId: ws.id };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const pageRow = (page: Page, retailer: string) => page.getByTestId('page-row').filter({ hasText: retailer });

test('monitoring: watch a product at two retailers, a price drop below MAP in the chart, the version diff, a MAP report, the alert task, phone width', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  void consoleErrors;
  // The shop starts every run at 1,299.00 € (another run may have lowered it).
  await data(await context.request.post(`${SHOP}/admin/price`, { data: { page: 'espresso-machine', amount: '1299.00' } }), 'shop price reset');
  const { companyId, workspaceId } = await world(browser, context);

  // Monitor a product at two retailers in one flow.
  await page.goto(`/company/${companyId}/monitoring`);
  await expect(page.getByRole('heading', { name: 'Nothing monitored yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Monitor a product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Monitor a product' });
  await dialog.getByLabel(/^Name/).fill('Espresso Machine Duo');
  await dialog.getByLabel(/^MAP \(minimum/).fill('1249.00');
  await dialog.getByLabel(/^Page 1 URL/).fill(`${SHOP}/products/espresso-machine`);
  await dialog.getByLabel('Page 1 retailer').selectOption({ label: 'Alpha Shop' });
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await dialog.getByLabel(/^Page 2 URL/).fill(`${SHOP_BY_NAME}/products/kettle`);
  await dialog.getByLabel('Page 2 retailer').selectOption({ label: 'Beta Market' });
  // The price selector is an advanced setting, folded away under the page.
  await dialog.getByText('Advanced settings of page 2').click();
  await dialog.getByLabel('Page 2 price selector').fill('.price');
  await dialog.getByRole('button', { name: 'Start monitoring' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${companyId}/monitoring/\\d+$`));
  const productUrl = new URL(page.url()).pathname;
  // Subscribed, not only connected: an event published before the subscription never arrives.
  await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');

  // A rule that opens a task in the workspace when the price falls below 1,200.00 €.
  await page.getByRole('button', { name: 'Edit rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Alert rules' });
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await rules.getByLabel('Rule 1 threshold').fill('1200.00');
  await rules.getByLabel('Rule 1 action').selectOption('task');
  await rules.getByLabel('Rule 1 workspace').selectOption(String(workspaceId));
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText(/Price falls below €1,200\.00 → open a task/)).toBeVisible();

  // The first checks run at once (new pages are due); both prices arrive live.
  await expect(pageRow(page, 'Alpha Shop')).toContainText('€1,299.00', { timeout: 60_000 });
  await expect(pageRow(page, 'Beta Market')).toContainText('€1,299.00', { timeout: 60_000 });

  // "Test extraction" in the page form reads the page now with the unsaved values and says where each value came from.
  // The pages list fits its card at 1280 (no sideways scroll inside it), every row's actions in reach.
  const fitsItsBox = () => page.getByTestId('pages-list').evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(await fitsItsBox(), 'pages list fits at 1280').toBe(true);
  await expect(pageRow(page, 'Beta Market').getByRole('button', { name: /^More actions for Beta Market/ })).toBeInViewport();
  await pageRow(page, 'Beta Market')
    .getByRole('button', { name: /^More actions for Beta Market/ })
    .click();
  await pageRow(page, 'Beta Market').getByRole('button', { name: 'Edit…' }).click();
  const pageForm = page.getByRole('dialog', { name: 'Edit page' });
  await pageForm.getByRole('button', { name: 'Test extraction' }).click();
  await expect(pageForm.getByText(/€1,299\.00 from “1\.299,00\s€” · read from Price selector/)).toBeVisible({ timeout: 30_000 });
  await pageForm.getByRole('button', { name: 'Cancel' }).click();

  // The shop lowers the espresso machine; "Scrape now" shows its progress until it ends.
  await data(await context.request.post(`${SHOP}/admin/price`, { data: { page: 'espresso-machine', amount: '1199.00' } }), 'shop price');
  await page.getByRole('button', { name: 'Scrape now', exact: true }).click();
  await expect(page.getByTestId('scrape-progress')).toContainText(/of 2 pages checked/);
  await expect(page.getByTestId('scrape-progress')).toContainText('Scrape finished', { timeout: 60_000 });
  await expect(pageRow(page, 'Alpha Shop')).toContainText('€1,199.00', { timeout: 30_000 });

  // The overview: the hidden table has the step down and the MAP violation; the chart takes focus.
  await page.getByRole('link', { name: 'Price overview' }).click();
  const points = page.getByTestId('price-points');
  await expect(points).toContainText('€1,299.00');
  await expect(points).toContainText('€1,199.00');
  await expect(points.getByRole('row').filter({ hasText: '€1,199.00' }).first()).toContainText('Below MAP €1,249.00');
  await expect(page.getByTestId('price-matrix')).toContainText('Below MAP');
  const chart = page.locator('figure[aria-label="Price history chart"] [tabindex="0"]').first();
  await chart.focus();
  await expect(chart).toBeFocused();

  // A MAP violations report, generated in the background, then read.
  await page.getByRole('button', { name: 'Generate' }).click();
  const report = page.getByTestId('report-row').first();
  await expect(report).toContainText(/Ready · 1 line/, { timeout: 30_000 });
  await report.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('report-contents')).toContainText('Alpha Shop');
  await expect(page.getByTestId('report-contents')).not.toContainText('Beta Market');
  await page.getByRole('button', { name: 'Close' }).last().click();

  // The version diff marks the old and the new price; the stored page is sandboxed.
  await page.goto(productUrl);
  await pageRow(page, 'Alpha Shop').getByRole('link', { name: 'Versions' }).click();
  const diff = page.getByTestId('version-diff');
  await expect(diff.locator('[data-change="removed"]').filter({ hasText: '1.299,00' })).toBeVisible();
  await expect(diff.locator('[data-change="added"]').filter({ hasText: '1.199,00' })).toBeVisible();
  await expect(page.getByTestId('stored-page')).toHaveAttribute('sandbox', '');
  const versionsUrl = new URL(page.url()).pathname;

  // The version is shared by short link, which opens this comparison.
  await page.getByRole('button', { name: 'Share' }).click();
  const link = (
    await page
      .getByText(/\/s\/[A-Za-z0-9]{10}/)
      .first()
      .textContent()
  )?.match(/\/s\/[A-Za-z0-9]{10}/)?.[0];
  expect(link).toBeTruthy();
  const viaLink = await context.newPage();
  await viaLink.goto(link!);
  await expect(viaLink).toHaveURL(/\/retailer-page-versions\/\d+\?version=\d+/);
  await expect(viaLink.getByTestId('version-diff').locator('[data-change="added"]').filter({ hasText: '1.199,00' })).toBeVisible();
  await viaLink.close();

  // The alert opened a task in the workspace; the product lists it and the task shows the change.
  await page.goto(productUrl);
  const opened = page.getByRole('list', { name: 'Tasks opened by alerts' });
  await expect(opened.getByRole('link', { name: /Price below .*Alpha Shop/ })).toBeVisible({ timeout: 30_000 });
  await opened.getByRole('link', { name: /Price below .*Alpha Shop/ }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/tasks\\?taskId=\\d+`));
  const alertPanel = page.getByRole('region', { name: 'Opened by a monitoring alert' });
  await expect(alertPanel.getByTestId('task-alert-price')).toHaveText('€1,299.00 → €1,199.00');
  await alertPanel.getByRole('link', { name: /Page version \d+/ }).click();
  await expect(page).toHaveURL(/\/retailer-page-versions\/\d+\?version=\d+/);
  await page.goto(`/workspace/${workspaceId}/tasks`);
  await expect(page.getByText(/Price below .*Alpha Shop/).first()).toBeVisible();

  // Phone width: every monitoring screen fits; wide tables scroll inside their own box.
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of [`/company/${companyId}/monitoring`, productUrl, `${productUrl}/overview`, versionsUrl]) {
    await page.goto(path);
    // Visible only: a streamed screen briefly has a hidden copy while it replaces its skeleton.
    await expect(page.locator('h1').filter({ visible: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await noSidewaysScroll(page), `no sideways scroll on ${path}`).toBe(true);
    if (path === productUrl) expect(await fitsItsBox(), 'pages list stacks at 375').toBe(true);
  }
});
