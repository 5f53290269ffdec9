import { readFile } from 'node:fs/promises';
import { apiHeaders, sharedWorkspace } from './content-fixtures';
import { BASE, adminContext, expect, signUpInContext, test, uniqueEmail, uniqueStamp } from './fixtures';

test('a change to a task shows in the workspace home’s activity, worded, and in the administrators’ log', async ({ browser }) => {
  const ctxA = await browser.newContext();
  const shared = await sharedWorkspace(browser, ctxA);
  const title = `Send the planogram ${Date.now()}`;
  const created = await ctxA.request.post(`${BASE}/api/tasks`, {
    data: { workspace_id: shared.workspaceId, title, due_date: '2026-12-03' },
    headers: apiHeaders,
  });
  expect(created.status()).toBe(201);
  const task = ((await created.json()) as { data: { id: number } }).data;
  expect((await ctxA.request.put(`${BASE}/api/tasks/${task.id}`, { data: { due_date: '2026-12-05' }, headers: apiHeaders })).status()).toBe(200);

  // Ben, a member of the workspace's team, reads what Ann did on the workspace home.
  const page = await shared.ctxB.newPage();
  await page.goto(`/workspace/${shared.workspaceId}`);
  const feed = page.getByRole('region', { name: 'Recent activity' });
  const entries = feed.getByRole('listitem').filter({ hasText: title });
  await expect(entries.first()).toContainText(`Ann Author changed task “${title}”`);
  await expect(entries.first()).toContainText('due date: Dec 3, 2026 → Dec 5, 2026');
  await expect(entries.nth(1)).toContainText(`Ann Author created task “${title}”`);
  await page.screenshot({ path: test.info().outputPath('workspace-activity.png'), fullPage: true });
  // Live: Ann changes it again while Ben looks; the feed shows it without a reload.
  expect((await ctxA.request.put(`${BASE}/api/tasks/${task.id}`, { data: { description: 'Bring the samples' }, headers: apiHeaders })).status()).toBe(200);
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('description');

  // The task's own screen shows its history.
  await page.goto(`/workspace/${shared.workspaceId}/tasks?taskId=${task.id}`);
  // (The visible one: right after a navigation the streamed server HTML can sit hidden beside it.)
  const history = page.getByRole('region', { name: 'History', exact: true }).filter({ visible: true });
  const lines = history.getByRole('listitem').filter({ hasText: 'Ann Author' });
  await expect(lines.nth(1)).toContainText('due date: Dec 3, 2026 → Dec 5, 2026');
  await expect(lines).toHaveCount(3);

  // The outsider's session cannot read it through the BFF.
  expect((await shared.ctxOutsider.request.get(`${BASE}/api/workspaces/${shared.workspaceId}/activity`)).status()).toBe(404);

  // The super-administrator's log shows the same entry with the call it came through.
  const admin = await adminContext(browser);
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin');
  const log = adminPage.getByRole('region', { name: 'Activity log' });
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: `changed task “${title}”` })
      .first(),
  ).toContainText('PUT tasks/{taskId}');
  await admin.close();
  await shared.close();
  await ctxA.close();
});

test('a company’s admins read its audit log on the company screen', async ({ browser }) => {
  const ctx = await browser.newContext();
  await signUpInContext(ctx, uniqueEmail('audit'), 'Ada', 'Admin');
  const team = await ctx.request.post(`${BASE}/api/teams`, { multipart: { name: 'Auditors' }, headers: apiHeaders });
  const teamId = ((await team.json()) as { data: { id: number } }).data.id;
  const made = await ctx.request.post(`${BASE}/api/companies`, {
    multipart: { name: 'Audit Co', subdomain: `audit-${uniqueStamp()}`, team_id: String(teamId) },
    headers: apiHeaders,
  });
  const companyId = ((await made.json()) as { data: { id: number } }).data.id;
  expect((await ctx.request.put(`${BASE}/api/companies/${companyId}`, { multipart: { name: 'Audit Corp' }, headers: apiHeaders })).status()).toBe(200);

  const page = await ctx.newPage();
  await page.goto(`/company/${companyId}`);
  const log = page.getByRole('region', { name: 'Audit log' });
  const renamed = log.getByRole('listitem').filter({ hasText: 'changed company “Audit Corp”' });
  await expect(renamed).toContainText('name: “Audit Co” → “Audit Corp”');
  await expect(renamed).toContainText('PUT companies/{companyId}');
  await expect(log.getByRole('listitem').filter({ hasText: 'created company “Audit Co”' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('company-audit.png'), fullPage: true });

  // Filtered to what was changed (not created), then exported as it is shown.
  await log.getByRole('button', { name: 'Filter', exact: true }).click();
  await log.getByLabel('Action').selectOption('update');
  await expect(log.getByRole('button', { name: 'Filter (on)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(log.getByRole('listitem').filter({ hasText: 'created company' })).toHaveCount(0);
  await expect(renamed).toBeVisible();
  const download = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toContain('at,actor_id,actor,impersonated_by,credential,api_token,action,record_type');
  expect(rows.every((r) => r.includes(',update,'))).toBe(true);
  expect(rows.some((r) => r.includes('name: Audit Co → Audit Corp'))).toBe(true);

  // A catalogue record's own screen tells its history.
  const brand = await ctx.request.post(`${BASE}/api/companies/${companyId}/brands`, { multipart: { name: 'Sunny' }, headers: apiHeaders });
  const brandId = ((await brand.json()) as { data: { id: number } }).data.id;
  expect(
    (await ctx.request.put(`${BASE}/api/companies/${companyId}/brands/${brandId}`, { multipart: { name: 'Sunny Days' }, headers: apiHeaders })).status(),
  ).toBe(200);
  await page.goto(`/company/${companyId}/brands/${brandId}`);
  const history = page.getByRole('region', { name: 'History', exact: true }).filter({ visible: true });
  await expect(history.getByRole('listitem').first()).toContainText('Ada Admin changed brand “Sunny Days”');
  await expect(history.getByRole('listitem').filter({ hasText: 'Ada Admin created brand “Sunny”' })).toHaveCount(1);
  await ctx.close();
});

test('a deleted file comes back whole: Undo in the toast, then Restore from “Recently deleted”', async ({ browser }) => {
  const ctxA = await browser.newContext();
  const shared = await sharedWorkspace(browser, ctxA);
  const name = `Shelf plan ${Date.now()}`;
  const made = await ctxA.request.post(`${BASE}/api/files`, {
    multipart: {
      name,
      workspace_id: String(shared.workspaceId),
      file: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% plan\n%%EOF\n') },
    },
    headers: apiHeaders,
  });
  expect(made.status()).toBe(201);
  const file = ((await made.json()) as { data: { id: number } }).data;
  const discussion = await ctxA.request.post(`${BASE}/api/files/${file.id}/discussion`, { data: { title: 'Facings', body: 'Two more?' }, headers: apiHeaders });
  expect(discussion.status()).toBe(201);

  const page = await ctxA.newPage();
  await page.goto(`/workspace/${shared.workspaceId}/files?fileId=${file.id}`);
  await page.getByRole('button', { name: 'Delete file' }).click();
  await page.getByRole('alertdialog', { name: 'Delete file?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  // The toast's Undo brings it back into the list, discussion included.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(((await (await ctxA.request.get(`${BASE}/api/files/${file.id}`)).json()) as { data: { discussions: { title: string }[] } }).data.discussions).toEqual([
    expect.objectContaining({ title: 'Facings' }),
  ]);

  // Deleted again: the reader no longer finds it; the profile lists it with what went with it, and Restore puts it back.
  expect((await ctxA.request.delete(`${BASE}/api/files/${file.id}`, { headers: apiHeaders })).status()).toBe(200);
  expect((await shared.ctxB.request.get(`${BASE}/api/files/${file.id}`)).status()).toBe(404);
  await page.goto('/profile');
  const bin = page.getByRole('region', { name: 'Recently deleted' });
  const row = bin.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('with 1 version, 1 discussion');
  await expect(row).toContainText('Deleted by Ann Author');
  await page.screenshot({ path: test.info().outputPath('recently-deleted.png'), fullPage: true });
  await row.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toBeVisible();
  await expect(bin.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  expect((await shared.ctxB.request.get(`${BASE}/api/files/${file.id}`)).status()).toBe(200);

  // The file's history tells it, with its discussion woven in.
  await page.goto(`/workspace/${shared.workspaceId}/files?fileId=${file.id}`);
  const history = page.getByRole('region', { name: 'History', exact: true }).filter({ visible: true });
  await expect(history.getByRole('listitem').first()).toContainText('Ann Author restored');
  await expect(history.getByRole('listitem').filter({ hasText: 'started the discussion “Facings”' })).toContainText('Two more?');
  await expect(history.getByRole('listitem').filter({ hasText: 'Ann Author deleted' })).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('file-history.png'), fullPage: true });
  await shared.close();
  await ctxA.close();
});
