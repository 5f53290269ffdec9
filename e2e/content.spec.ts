import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Download, Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { apiHeaders, sharedWorkspace } from './content-fixtures';
import { customDays, pickFilter } from './filter-menu';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

async function downloadText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('files and insights shared by two users: live list, versions, comments, insight with resources, filters, outsider', async ({
  page: pageA,
  context: ctxA,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  void consoleErrors;
  const s = await sharedWorkspace(browser, ctxA);
  const ws = s.workspaceId;
  const pageB = await s.ctxB.newPage();

  // B watches the files list; A uploads a file; it appears for B without a reload.
  await pageB.goto(`/workspace/${ws}/files`);
  // Subscribed, not only connected: an event published before the subscription never arrives.
  await expect(pageB.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');
  await expect(pageB.getByText('No files yet')).toBeVisible();

  await pageA.goto(`/workspace/${ws}/files`);
  await pageA.getByRole('button', { name: 'Upload file' }).first().click();
  const upload = pageA.getByRole('dialog', { name: 'Upload file' });
  await upload.getByLabel(/^File/).setInputFiles({ name: 'q3-plan.pdf', mimeType: 'application/pdf', buffer: pdf('version one') });
  await upload.getByLabel(/^Name/).fill('Q3 plan');
  await upload.getByLabel('Category').selectOption('Sales');
  await upload.getByRole('button', { name: 'Upload file' }).click();
  await expect(pageA.getByText('File uploaded')).toBeVisible();
  await expect(pageB.getByRole('link', { name: 'Q3 plan' })).toBeVisible();

  // A adds a version; B downloads both versions through the BFF.
  await pageA.getByRole('link', { name: 'Q3 plan' }).click();
  const detailA = pageA.getByRole('dialog', { name: 'Q3 plan' });
  await detailA.getByRole('button', { name: 'Add version' }).click();
  const version = pageA.getByRole('dialog', { name: 'Add version' });
  await version.getByLabel(/^File/).setInputFiles({ name: 'q3-plan-v2.pdf', mimeType: 'application/pdf', buffer: pdf('version two') });
  await version.getByRole('button', { name: 'Add version' }).click();
  await expect(pageA.getByText('New version added')).toBeVisible();

  await pageB.getByRole('link', { name: 'Q3 plan' }).click();
  const detailB = pageB.getByRole('dialog', { name: 'Q3 plan' });
  await expect(detailB.getByRole('link', { name: 'Download version 2' })).toBeVisible();
  const v1 = await downloadText(pageB, () => detailB.getByRole('link', { name: 'Download version 1' }).click());
  const v2 = await downloadText(pageB, () => detailB.getByRole('link', { name: 'Download version 2' }).click());
  expect(v1).toEqual({ name: 'q3-plan.pdf', text: pdf('version one').toString() });
  expect(v2).toEqual({ name: 'q3-plan-v2.pdf', text: pdf('version two').toString() });

  // B starts a discussion and comments; A's open panel shows the comment without a reload.
  await detailB.getByRole('button', { name: 'Start a discussion' }).click();
  await detailB.getByLabel(/^Title/).fill('Numbers check');
  await detailB
    .getByRole('button', { name: /start|post|create/i })
    .last()
    .click();
  // (In the discussions list: the file's history quotes them too.)
  const discussionsA = detailA.getByRole('list', { name: 'Discussions' });
  await expect(discussionsA.getByText('Numbers check')).toBeVisible();
  const comment = detailB.getByRole('textbox', { name: 'Comment' }).first();
  await comment.fill('Margins on page 3 look low');
  await comment.press('Control+Enter');
  await expect(discussionsA.getByText('Margins on page 3 look low')).toBeVisible();
  await pageA.keyboard.press('Escape');
  await pageB.keyboard.press('Escape');

  // A second file in another category (made through the API); the category and date filters narrow the list.
  const second = await ctxA.request.post(`${BASE}/api/files`, {
    multipart: { name: 'Brand guide', workspace_id: String(ws), category: 'Marketing', external_url: 'https://example.com/guide' },
    headers: apiHeaders,
  });
  expect(second.status()).toBe(201);
  await expect(pageA.getByRole('link', { name: 'Brand guide' })).toBeVisible();
  await pickFilter(pageA, 'Category', 'Sales');
  await expect(pageA).toHaveURL(/category=Sales/);
  await expect(pageA.getByRole('link', { name: 'Q3 plan' })).toBeVisible();
  await expect(pageA.getByRole('link', { name: 'Brand guide' })).toHaveCount(0);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await customDays(pageA, 'Added', tomorrow);
  await expect(pageA.getByText('No files match these filters')).toBeVisible();
  await pageA.reload();
  // By role: while a streamed screen replaces its skeleton, React briefly holds a hidden copy of it
  // (a `<div hidden>`), which a text match would count as a second element.
  await expect(pageA.getByRole('heading', { name: 'No files match these filters' })).toBeVisible();

  // A uploads two pending resources and creates an insight with both attached.
  await pageA.goto(`/workspace/${ws}/insight-resources`);
  // Hydrated first: files set on the server-rendered input before React attaches its handler are
  // dropped (the screen streams in behind its skeleton, so `load` can come before hydration).
  await expect(pageA.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');
  // By role too: the streamed copy React holds hidden for a moment has the same labelled input.
  await pageA
    .getByRole('region', { name: 'Pending resources' })
    .getByLabel('Resource files')
    .setInputFiles([
      { name: 'shelf-photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
      { name: 'price-survey.csv', mimeType: 'text/csv', buffer: Buffer.from('sku,price\nA1,3.99\n') },
    ]);
  await expect(pageA.getByText('Resources uploaded')).toBeVisible();
  await pageA.getByRole('checkbox', { name: 'shelf-photo.png' }).check();
  await pageA.getByRole('checkbox', { name: 'price-survey.csv' }).check();
  await pageA.getByRole('button', { name: /create insight from selected/i }).click();
  await expect(pageA).toHaveURL(/insights\?preselectedResources=/);
  const create = pageA.getByRole('dialog', { name: 'New insight' });
  await expect(create.getByRole('checkbox', { name: 'shelf-photo.png' })).toBeChecked();
  await expect(create.getByRole('checkbox', { name: 'price-survey.csv' })).toBeChecked();
  await create.getByLabel(/^Name/).fill('Endcap pricing gap');
  await create.getByLabel(/^Type/).selectOption('Pricing');
  await create.getByLabel('Category').selectOption('Sales');
  const applicable = create.getByLabel(/^Applicable date/);
  await applicable.fill('2026-11-01');
  await applicable.blur();
  // Left, the date field says the day in words; the input keeps the yyyy-mm-dd day the form sends.
  await expect(create.getByText('Nov 1, 2026', { exact: true })).toBeVisible();
  await expect(applicable).toHaveValue('2026-11-01');
  await create
    .getByRole('button', { name: /create insight|create|save/i })
    .last()
    .click();
  await expect(pageA.getByText('Insight created')).toBeVisible();
  await pageA.getByRole('link', { name: 'Endcap pricing gap' }).click();
  const insight = pageA.getByRole('dialog', { name: 'Endcap pricing gap' });
  await expect(insight.getByText('shelf-photo.png')).toBeVisible();
  await expect(insight.getByText('price-survey.csv')).toBeVisible();
  await pageA.keyboard.press('Escape');

  // An older insight (through the API); the date filter keeps only the November one.
  const older = await ctxA.request.post(`${BASE}/api/insights`, {
    multipart: { name: 'January reset', type: 'Market', workspace_id: String(ws), applicable_date: '2026-01-15', category: 'Marketing' },
    headers: apiHeaders,
  });
  expect(older.status()).toBe(201);
  await expect(pageA.getByRole('link', { name: 'January reset' })).toBeVisible();
  await customDays(pageA, 'Insight date', '2026-10-01');
  await expect(pageA.getByRole('link', { name: 'January reset' })).toHaveCount(0);
  await expect(pageA.getByRole('link', { name: 'Endcap pricing gap' })).toBeVisible();

  // The outsider gets no file, version or insight, by API or by URL.
  const files = (await (await ctxA.request.get(`${BASE}/api/files?workspace_ids=${ws}&search=Q3`)).json()) as {
    data: { id: number; latest_version: { id: number } }[];
  };
  const insights = (await (await ctxA.request.get(`${BASE}/api/insights?workspace_ids=${ws}&search=Endcap`)).json()) as {
    data: { id: number; resources: { id: number }[] }[];
  };
  const [file] = files.data;
  const [found] = insights.data;
  const outsider = s.ctxOutsider.request;
  for (const path of [
    `files/${file.id}`,
    `files/${file.id}/version/${file.latest_version.id}`,
    `files/${file.id}/version/${file.latest_version.id}/download`,
    `files/${file.id}/version/${file.latest_version.id}/preview`,
    `insights/${found.id}`,
    `insights/resources/${found.resources[0].id}/download`,
  ]) {
    expect((await outsider.get(`${BASE}/api/${path}`)).status(), path).toBe(404);
  }
  expect((await (await outsider.get(`${BASE}/api/files`)).json()).data).toEqual([]);
  const pageO = await s.ctxOutsider.newPage();
  await pageO.goto(`/workspace/${ws}/files?fileId=${file.id}`);
  await expect(pageO.getByText('Q3 plan')).toHaveCount(0);
  await expect(pageO.getByText(/not found|no longer available|not available/i).first()).toBeVisible();
  await s.close();
});

/** A real PNG (the browser decodes it): a 160×100 gradient, so the thumbnail and preview show something. */
function gradientPng(width: number, height: number): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([40 + (x * 200) / width, 90 + (y * 120) / height, 200], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = gradientPng(160, 100);
/** A valid one-page PDF, so the browser's viewer shows a page. */
const PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 45>>stream\nBT /F1 24 Tf 40 100 Td (Launch plan) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('file previews: an image is a thumbnail in the list and shows on its screen, a PDF opens in the browser viewer on request, two text versions compared', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const s = await sharedWorkspace(browser, context);
  const ws = s.workspaceId;
  // PREVIEW_SHOTS=/dir: screenshots at 1280 and 375 px wide, for a look.
  const shots = process.env.PREVIEW_SHOTS;
  const shoot = async (name: string) => {
    if (!shots) return;
    await page.screenshot({ path: `${shots}/preview-${name}-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${shots}/preview-${name}-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  };

  await page.goto(`/workspace/${ws}/files`);
  await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');
  const uploadFile = async (name: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await page.getByRole('button', { name: 'Upload file' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Upload file' });
    await upload.getByLabel(/^File/).setInputFiles(file);
    await upload.getByLabel(/^Name/).fill(name);
    await upload.getByRole('button', { name: 'Upload file' }).click();
    await expect(page.getByText('File uploaded').first()).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
  };
  await uploadFile('Shelf photo', { name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
  await uploadFile('Launch plan', { name: 'launch.pdf', mimeType: 'application/pdf', buffer: PAGE_PDF });

  // The image's row leads with its thumbnail (loaded, 36×36); the PDF's keeps its type badge.
  const imageRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Shelf photo' }) });
  const thumbnail = imageRow.locator('img[src$="/preview"]');
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  expect(await thumbnail.boundingBox()).toMatchObject({ width: 36, height: 36 });
  const pdfRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Launch plan' }) });
  await expect(pdfRow.locator('img')).toHaveCount(0);
  await shoot('list');

  // The image's screen shows it inline.
  await page.getByRole('link', { name: 'Shelf photo' }).click();
  const imageDetail = page.getByRole('dialog', { name: 'Shelf photo' });
  const image = imageDetail.getByRole('img', { name: 'Preview of Shelf photo' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await shoot('image');
  await page.keyboard.press('Escape');

  // The PDF's screen frames the preview route: inline, application/pdf, nosniff, sandboxed, framable by this origin.
  await page.getByRole('link', { name: 'Launch plan' }).click();
  const pdfDetail = page.getByRole('dialog', { name: 'Launch plan' });
  await pdfDetail.getByRole('button', { name: 'Show PDF preview' }).click();
  const frame = pdfDetail.locator('iframe[title="Preview of Launch plan"]');
  await expect(frame).toBeVisible();
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/^\/api\/files\/\d+\/version\/\d+\/preview$/);
  const res = await context.request.get(`${BASE}${src}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toMatch(/^inline; filename="launch\.pdf"/);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'.*sandbox/);
  expect(await res.body()).toEqual(PAGE_PDF);
  // The browser's viewer loaded it in the frame (not a download).
  await expect.poll(() => page.frames().some((f) => f.url().endsWith(src ?? '-'))).toBe(true);
  if (shots) await page.waitForTimeout(1500);
  await shoot('pdf');

  // Two versions of a CSV compared: the changed price is one removed and one added line, told in
  // words as well as signs; a long line scrolls inside the dialog, never the page of a phone.
  await page.goto(`/workspace/${ws}/files`);
  const longLine = `note,${'wide '.repeat(60)}`;
  await uploadFile('Price list', { name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku,price\nA1,9.99\nB2,4.50\n${longLine}\n`) });
  await page.getByRole('link', { name: 'Price list' }).click();
  const textDetail = page.getByRole('dialog', { name: 'Price list' });
  await textDetail.getByRole('button', { name: 'Add version' }).click();
  const addVersion = page.getByRole('dialog', { name: 'Add version' });
  await addVersion
    .getByLabel(/^File/)
    .setInputFiles({ name: 'prices-v2.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku,price\nA1,10.49\nB2,4.50\n${longLine}\n`) });
  await addVersion.getByRole('button', { name: 'Add version' }).click();
  await expect(page.getByText('New version added')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await textDetail.getByRole('button', { name: 'Compare with previous (version 2 with version 1)' }).click();
  const compare = page.getByRole('dialog', { name: 'Version 2 compared with version 1' });
  await expect(compare.getByText('prices.csv (version 1) → prices-v2.csv (version 2): 1 line added, 1 removed.')).toBeVisible();
  const changes = compare.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(changes.locator('tr[data-op="remove"]')).toHaveText(/^2−Removed: A1,9\.99$/);
  await expect(changes.locator('tr[data-op="add"]')).toHaveText(/^2\+Added: A1,10\.49$/);
  await expect(changes.locator('tr[data-op="equal"]')).toHaveCount(3);
  expect(await changes.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (shots) {
    await page.screenshot({ path: `${shots}/preview-compare-375.png` });
    // The dark theme's tokens on the same dialog, for a look.
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.screenshot({ path: `${shots}/preview-compare-375-dark.png` });
  }
  await s.close();
});
