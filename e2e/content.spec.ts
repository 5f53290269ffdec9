import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { BASE, expect, test } from './fixtures';
import { apiHeaders, sharedWorkspace } from './content-fixtures';

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
  await pageA.getByLabel('Category').selectOption('Sales');
  await expect(pageA).toHaveURL(/category=Sales/);
  await expect(pageA.getByRole('link', { name: 'Q3 plan' })).toBeVisible();
  await expect(pageA.getByRole('link', { name: 'Brand guide' })).toHaveCount(0);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await pageA.getByLabel('From', { exact: true }).fill(tomorrow);
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
  await create.getByLabel(/^Applicable date/).fill('2026-11-01');
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
  await pageA.getByLabel('From', { exact: true }).fill('2026-10-01');
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
