import type { BrowserContext, Page } from '@playwright/test';
import { expect, signUpInContext, test, uniqueEmail, uniqueStamp, BASE } from './fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

let ctx: BrowserContext;
let page: Page;
const urls: string[] = [];

test.describe
  .serial('companies and their catalogue', () => {
    test.beforeAll(async ({ browser }) => {
      ctx = await browser.newContext();
      await signUpInContext(ctx, uniqueEmail('cat'), 'Cara', 'Catalogue');
      // A company is owned by a team the creator administers.
      const team = await ctx.request.post(`${BASE}/api/teams`, { multipart: { name: 'Cara team' }, headers: { origin: BASE } });
      expect(team.status()).toBe(201);
      page = await ctx.newPage();
    });
    test.afterAll(async () => {
      await ctx.close();
    });

    test('create and edit a company with a subdomain checked while typing', async () => {
      await page.goto('/companies');
      await page.getByRole('link', { name: 'New company' }).first().click();
      await expect(page).toHaveURL('/companies/new');
      // Subdomains are unique across the product: a stamped name, so a retry of this serial group can create it again.
      const stamp = uniqueStamp();
      const subdomain = `acme-foods-${stamp}`;
      await page.getByLabel(/^Name/).fill(`Acme Foods ${stamp}`);
      await expect(page.getByLabel(/^Subdomain/)).toHaveValue(subdomain);
      await expect(page.getByText(/is available/)).toBeVisible();
      await page.getByLabel(/^Subdomain/).fill('ad');
      await expect(page.getByText(/at least 3 characters/)).toBeVisible();
      await page.getByLabel(/^Subdomain/).fill(subdomain);
      await page.getByLabel(/^Owner team/).selectOption({ label: 'Cara team' });
      await page.getByLabel('Company image').setInputFiles(png('logo.png'));
      await page.getByRole('button', { name: /create company/i }).click();
      await expect(page).toHaveURL(/\/company\/\d+$/);
      urls.push(new URL(page.url()).pathname);
      await expect(page.getByRole('heading', { level: 1, name: `Acme Foods ${stamp}` })).toBeVisible();

      await page.getByRole('link', { name: /^edit/i }).first().click();
      await page.getByLabel(/^Industry/).fill('Snacks');
      await page.getByRole('button', { name: /save/i }).click();
      await expect(page.getByText('Snacks').first()).toBeVisible();
    });

    test('a brand with several fields and an image; edit it', async () => {
      await page.goto(`${urls[0]}/brands/new`);
      await page.getByLabel(/^Name/).fill('Crunchy');
      await page.getByLabel(/^Tagline/).fill('Loud and proud');
      await page.getByLabel(/^Category/).fill('Snacks');
      await page.getByLabel(/^Website/).fill('not a url');
      await page.getByRole('button', { name: /create brand/i }).click();
      await expect(page.getByText(/must be a valid URL|must start with http/).first()).toBeVisible();
      await page.getByLabel(/^Website/).fill('https://crunchy.example');
      await page.getByLabel('Brand image').setInputFiles(png('brand.png'));
      await page.getByRole('button', { name: /add a certification/i }).click();
      await page.getByRole('textbox', { name: 'Certification 1' }).fill('Non-GMO');
      await page.getByRole('button', { name: /create brand/i }).click();
      await expect(page).toHaveURL(/\/brands\/\d+$/);
      urls.push(new URL(page.url()).pathname);
      await expect(page.getByText('Loud and proud')).toBeVisible();
      await expect(page.getByText('Non-GMO')).toBeVisible();

      await page.getByRole('link', { name: /^edit/i }).first().click();
      await page.getByLabel(/^Tagline/).fill('Quietly crunchy');
      await page.getByRole('button', { name: /save/i }).click();
      // Exact: the brand's history also quotes the change ("tagline: “Loud and proud” → “Quietly crunchy”").
      await expect(page.getByText('Quietly crunchy', { exact: true })).toBeVisible();
    });

    test('a product with two images; edit it', async () => {
      await page.goto(`${urls[0]}/products/new`);
      await page.getByLabel(/^Name/).fill('Crunchy Bites');
      await page.getByLabel(/^Brand/).selectOption({ label: 'Crunchy' });
      await page.getByLabel(/^MSRP/).fill('4.99');
      await page.getByRole('button', { name: /create product/i }).click();
      await expect(page).toHaveURL(/\/products\/\d+$/);
      urls.push(new URL(page.url()).pathname);

      await page.getByRole('button', { name: 'Add images' }).first().click();
      await page.getByLabel('Choose images').setInputFiles([png('front.png'), png('back.png')]);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /upload|add/i })
        .last()
        .click();
      await expect(page.getByRole('list', { name: 'Product images in order' }).getByRole('listitem')).toHaveCount(2);

      await page.getByRole('link', { name: /^edit/i }).first().click();
      await page.getByLabel(/^SKU/).fill('CB-001');
      await page.getByRole('button', { name: /save/i }).click();
      await expect(page.getByText('CB-001')).toBeVisible();
    });

    test('a retailer with three locations and a category; edit it; search the directory and link an entry', async () => {
      await page.goto(`${urls[0]}/retailers/categories`);
      await page.getByRole('textbox', { name: 'New category' }).fill('Grocery');
      await page.getByRole('button', { name: /^add/i }).first().click();
      await expect(page.getByRole('list', { name: 'Retailer categories' })).toContainText('Grocery');

      await page.goto(`${urls[0]}/retailers`);
      await page.getByRole('button', { name: 'New retailer' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Name/).fill('Corner Shop');
      await dialog.getByLabel(/^Locations/).fill('Austin, Dallas, Houston');
      await expect(dialog.getByRole('list', { name: 'Locations (3)' })).toBeVisible();
      await dialog.getByLabel(/^Category/).selectOption({ label: 'Grocery' });
      await dialog
        .getByRole('button', { name: /create|save/i })
        .last()
        .click();
      await expect(page.getByRole('list', { name: 'Retailers' })).toContainText('Corner Shop');
      await page
        .getByRole('list', { name: 'Retailers' })
        .getByRole('link', { name: /Corner Shop/ })
        .click();
      await expect(page).toHaveURL(/\/retailers\/\d+$/);
      urls.push(new URL(page.url()).pathname);
      for (const city of ['Austin', 'Dallas', 'Houston']) await expect(page.getByText(city, { exact: true }).first()).toBeVisible();

      await page.getByRole('button', { name: /^edit/i }).first().click();
      await page
        .getByRole('dialog')
        .getByLabel(/^Description/)
        .fill('Open late on weekdays');
      await page.getByRole('dialog').getByRole('button', { name: /save/i }).click();
      await expect(page.getByText('Open late on weekdays')).toBeVisible();

      // Master agreements: search the shared partner directory as you type and link an entry.
      const entry = await ctx.request.post(`${BASE}/api/partners`, { data: { name: 'Northwind Traders', country: 'US' }, headers: { origin: BASE } });
      expect(entry.status()).toBe(201);
      await page.goto(`${urls[0]}/partners`);
      await page.getByRole('button', { name: 'Link partner' }).first().click();
      const link = page.getByRole('dialog');
      await link.getByLabel(/Search the partner directory/).fill('north');
      await link.getByRole('button', { name: 'Select Northwind Traders' }).click();
      await link.getByRole('button', { name: 'Link partner' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('Northwind Traders').first()).toBeVisible();
    });

    test('delete one: the product goes after a confirmation', async () => {
      await page.goto(urls[2]);
      // Delete waits behind the "⋯" (More actions), with its confirmation kept.
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('button', { name: 'Delete product…' }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: /delete/i })
        .click();
      await expect(page).toHaveURL(`${urls[0]}/products`);
      await expect(page.getByText('Crunchy Bites')).toHaveCount(0);
    });

    test('a record that does not exist answers 404 to the company members (decided before any skeleton streams)', async () => {
      for (const path of [`${urls[0]}/brands/999999`, `${urls[0]}/products/999999`, `${urls[0]}/brands/999999/edit`, '/teams/999999']) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(404);
      }
    });

    test('a user of another company cannot open any of these URLs', async ({ browser }) => {
      const outsider = await browser.newContext();
      await signUpInContext(outsider, uniqueEmail('outsider'), 'Otto', 'Outsider');
      const p = await outsider.newPage();
      for (const path of [
        urls[0],
        `${urls[0]}/edit`,
        urls[1],
        `${urls[1]}/edit`,
        `${urls[0]}/brands`,
        urls[3],
        `${urls[0]}/retailers/categories`,
        `${urls[0]}/partners`,
      ]) {
        const res = await p.goto(path);
        expect(res?.status(), path).toBe(404);
      }
      const api = await p.request.get(`${BASE}/api${urls[0].replace('/company/', '/companies/')}`);
      expect(api.status()).toBe(404);
      await outsider.close();
    });
  });
