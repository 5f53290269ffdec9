import { expect, signUpInContext, test, uniqueEmail } from './fixtures';

test('anonymous visitors: home goes to login, other app routes carry the redirect, public pages open', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await page.goto('/profile?tab=security');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile?tab=security')}`);
  await page.goto('/workspace/all/files');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/workspace/all/files')}`);
  for (const [path, heading] of [
    ['/terms', /Terms/],
    ['/privacy', /Privacy/],
    ['/cookies', /Cookie/],
    ['/contact', /help/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('unknown routes show the 404 page', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
});

test('signed-in visitors of the public pages and the 404 are offered the app, not "Log in / Sign up"', async ({ browser }) => {
  const context = await browser.newContext();
  await signUpInContext(context, uniqueEmail('public-chrome'));
  const page = await context.newPage();
  for (const path of ['/terms', '/this/does/not/exist']) {
    await page.goto(path);
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Open the app' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Open the app' }).click();
  await expect(page).toHaveURL('/');
  await context.close();
});

test('the font (Inter) is served by the app itself and preloaded, never fetched from another host', async ({ page }) => {
  const fontHosts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontHosts.add(new URL(r.url()).host);
  });
  await page.goto('/login');
  const href = await page.locator('link[rel="preload"][as="font"]').first().getAttribute('href');
  expect(href).toMatch(/^\/_next\/static\/media\/.+\.woff2$/);
  const font = await page.request.get(href ?? '');
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^inter\b/i);
  expect([...fontHosts].every((host) => host === new URL(page.url()).host)).toBe(true);
});

test('the BFF refuses anonymous API calls and cross-site writes', async ({ request }) => {
  const anon = await request.get('/api/user');
  expect(anon.status()).toBe(401);
  const cross = await request.post('/api/auth/login', { data: { email: 'x@e2e.test' }, headers: { origin: 'https://evil.example' } });
  expect(cross.status()).toBe(403);
});

test('the contact form sends a message and shows field errors', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/contact');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('The message field is required.')).toBeVisible();
  await page.getByLabel('Name').fill('Casey');
  await page.getByLabel('Email').fill('casey@e2e.test');
  await page.getByLabel('Subject').fill('Pricing');
  await page.getByLabel('Message').fill('Do you offer annual plans?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Thanks, your message is on its way')).toBeVisible();
});
