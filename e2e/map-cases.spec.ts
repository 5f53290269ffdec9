import type { BrowserContext } from '@playwright/test';
import { adminContext, BASE, expect, SHOP, signUpInContext, test, uniqueEmail, uniqueStamp } from './fixtures';

const headers = { origin: BASE };

async function data<T>(res: Awaited<ReturnType<BrowserContext['request']['post']>>, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

// Issue 35: a price below MAP opens a case; the brand drafts and sends a notice; the price comes back and the case closes.
test('MAP cases: a case appears, a notice is drafted and sent, compliance closes the case', async ({ page, context, browser, consoleErrors }) => {
  test.setTimeout(300_000);
  void consoleErrors;
  const r = context.request;
  await data(await r.post(`${SHOP}/admin/price`, { data: { page: 'espresso-machine', amount: '1199.00' } }), 'shop price');
  await signUpInContext(context, uniqueEmail('mara'), 'Mara', 'Map');
  const team = await data<{ id: number }>(await r.post(`${BASE}/api/teams`, { multipart: { name: 'Pricing' }, headers }), 'team');
  const ws = await data<{ id: number }>(
    await r.post(`${BASE}/api/workspaces`, { multipart: { name: `MAP ${uniqueStamp()}`, team_id: String(team.id) }, headers }),
    'workspace',
  );
  const admin = await adminContext(browser);
  await data(await admin.request.post(`${BASE}/api/superadmin/approve-workspace`, { data: { workspace_id: ws.id }, headers }), 'approve');
  await admin.close();
  const company = await data<{ id: number }>(
    await r.post(`${BASE}/api/companies`, { multipart: { name: 'Duo Coffee', subdomain: `map-${uniqueStamp()}`, team_id: String(team.id) }, headers }),
    'company',
  );
  const c = `${BASE}/api/companies/${company.id}`;
  const retailer = await data<{ id: number }>(await r.post(`${c}/retailers`, { multipart: { name: 'Alpha Shop' }, headers }), 'retailer');
  await data(
    await r.post(`${c}/contacts`, { multipart: { first_name: 'Rita', email: 'rita@alpha.example', company_retailer_id: String(retailer.id) }, headers }),
    'contact',
  );
  const product = await data<{ id: number }>(
    await r.post(`${c}/monitoring-products`, { data: { name: 'Espresso Machine Duo', map_amount: 124900, map_currency: 'EUR' }, headers }),
    'product',
  );
  const p = `${c}/monitoring-products/${product.id}`;
  const monitored = await data<{ id: number }>(
    await r.post(`${p}/pages`, { data: { url: `${SHOP}/products/espresso-machine`, company_retailer_id: retailer.id, fetch_mode: 'http' }, headers }),
    'page',
  );
  const scrapeAndWait = async () => {
    await r.post(`${p}/requests`, { data: { page_id: monitored.id }, headers });
    await expect
      .poll(async () => ((await (await r.get(`${p}/requests?page_id=${monitored.id}`)).json()) as { data: Array<{ status: string }> }).data[0]?.status, {
        timeout: 60_000,
      })
      .toMatch(/succeeded|unchanged/);
  };
  await scrapeAndWait();

  await page.goto(`/company/${company.id}/monitoring`);
  await page.getByRole('navigation', { name: 'Monitoring sections' }).getByRole('link', { name: 'MAP cases' }).click();
  const row = page.getByTestId('map-case-row').first();
  await expect(row).toContainText('Alpha Shop', { timeout: 30_000 });
  await expect(row).toContainText('€1,199.00');
  await row.getByRole('link').click();
  await expect(page.getByTestId('case-evidence')).toContainText('Open · level 1');
  await page.getByRole('button', { name: 'Draft notice' }).click();
  const form = page.getByRole('form', { name: 'Notice draft' });
  await expect(form.getByLabel('To')).toHaveValue('rita@alpha.example');
  await expect(form.getByLabel('Notice')).toHaveValue(/\/s\/[A-Za-z0-9]{10}/);
  await form.getByRole('button', { name: 'Send notice' }).click();
  await page.getByRole('alertdialog', { name: 'Send this notice?' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('1 sent.', { exact: false })).toBeVisible({ timeout: 15_000 });

  await data(await r.post(`${SHOP}/admin/price`, { data: { page: 'espresso-machine', amount: '1299.00' } }), 'shop price back');
  await scrapeAndWait();
  await page.reload();
  await expect(page.getByTestId('case-evidence')).toContainText('Closed · level 1', { timeout: 15_000 });
  await expect(page.getByTestId('case-event').last()).toContainText('Time to compliance');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
