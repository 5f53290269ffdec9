/**
 * A monitored product and its price overview on a 375×812 phone: the cards that used to come as a
 * loading frame and grow when their rows arrived (CLS 0.10–0.15 in Lighthouse's mobile run,
 * docs/performance.md "Phones") now paint from the server with their rows, so the page does not
 * move while it loads and hydrates.
 */
import { apiData as data, apiHeaders as headers, pageWithPrices } from './content-fixtures';
import { BASE, expect, signUpInContext, test, uniqueEmail, uniqueStamp } from './fixtures';
import { describeLayoutShift, layoutShift, watchLayoutShift } from './layout-shift';

test('a monitored product and its price overview do not shift while they load on a phone', async ({ browser, consoleErrors }) => {
  test.setTimeout(90_000);
  const seed = await browser.newContext();
  await signUpInContext(seed, uniqueEmail('shift'), 'Shay', 'Shift');
  const r = seed.request;
  const team = await data<{ id: number }>(await r.post(`${BASE}/api/teams`, { multipart: { name: 'Shift team' }, headers }), 'team');
  const company = await data<{ id: number }>(
    await r.post(`${BASE}/api/companies`, { multipart: { name: 'Shift Foods', subdomain: `shift-${uniqueStamp()}`, team_id: String(team.id) }, headers }),
    'company',
  );
  const product = await data<{ id: number }>(
    await r.post(`${BASE}/api/companies/${company.id}/monitoring-products`, { data: { name: 'Kettle', map_amount: 4500, map_currency: 'EUR' }, headers }),
    'monitored product',
  );
  const mon = `${BASE}/api/companies/${company.id}/monitoring-products/${product.id}`;
  const variations = [];
  for (const name of ['1.5 l', '1.7 l'])
    variations.push(await data<{ id: number }>(await r.post(`${mon}/variations`, { data: { name }, headers }), 'variation'));
  // Three retailer pages with two prices each (paused: nothing scrapes them during the test).
  for (const [i, shop] of ['shop-a', 'shop-b', 'shop-c'].entries()) {
    await pageWithPrices(r, mon, { url: `https://${shop}.example/kettle`, variation_id: variations[i % 2].id }, [
      [4990 - i * 100, 3],
      [4390 + i * 100, 1],
    ]);
  }
  const state = await seed.storageState();
  await seed.close();

  const screens = [
    { path: `/company/${company.id}/monitoring/${product.id}`, ready: 'Retailer pages' },
    { path: `/company/${company.id}/monitoring/${product.id}/overview`, ready: 'Current prices' },
  ];
  for (const screen of screens) {
    const ctx = await browser.newContext({ storageState: state, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) consoleErrors.push(msg.text());
    });
    await watchLayoutShift(page);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.ready })).toBeVisible();
    // Loaded, hydrated and live: every read of the screen has come back by then.
    await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed', { timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const shift = await layoutShift(page);
    test.info().annotations.push({ type: 'CLS at 375×812', description: `${screen.path}: ${shift.toFixed(3)}` });
    console.log(`${screen.path}: CLS ${shift.toFixed(3)} at 375×812`);
    expect(shift, `${screen.path}: layout shift while loading\n${await describeLayoutShift(page)}`).toBeLessThanOrEqual(0.1);
    await ctx.close();
  }
});
