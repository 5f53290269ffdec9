import { apiHeaders, sharedWorkspace } from './content-fixtures';
import { BASE, adminContext, expect, test } from './fixtures';

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
