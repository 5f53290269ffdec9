import { sharedWorkspace, apiHeaders as headers } from './content-fixtures';
import { BASE, expect, mailCount, mailedCode, test } from './fixtures';

/**
 * A shared link for people who cannot open it yet (decision 0037): a signed-out visitor is told who
 * shared what, signs in and lands on the record; a signed-in outsider asks for access and the
 * workspace's owner is notified; asking again the same day is refused with when to ask.
 */
test('share link: who shared what before sign-in, then the record; an outsider requests access', async ({ browser, context }) => {
  const s = await sharedWorkspace(browser, context);
  const a = context.request;
  const created = await a.post(`${BASE}/api/tasks`, { data: { workspace_id: s.workspaceId, title: 'Review Q3 deck' }, headers });
  expect(created.status()).toBe(201);
  const task = ((await created.json()) as { data: { id: number } }).data;
  const shared = await a.post(`${BASE}/api/short-code`, { data: { type: 'task', id: task.id }, headers });
  const { path } = ((await shared.json()) as { data: { path: string } }).data;

  // Signed out: the landing says who shared what, then sign-in returns to the record.
  const visitor = await browser.newContext();
  const pageV = await visitor.newPage();
  await pageV.goto(path);
  await expect(pageV.getByRole('heading', { name: 'Ann Author shared the task “Review Q3 deck” with you' })).toBeVisible();
  await pageV.getByRole('link', { name: 'Sign in to open' }).click();
  await expect(pageV).toHaveURL(/\/login\?redirect=/);
  const emailB = (await (await s.ctxB.request.get(`${BASE}/api/user`)).json()).data.email as string;
  await pageV.getByLabel('Email').fill(emailB);
  const before = await mailCount(pageV.request, emailB);
  await pageV.getByRole('button', { name: 'Send code' }).click();
  await pageV.getByLabel('Verification code').fill(await mailedCode(pageV.request, emailB, before));
  await pageV.getByRole('button', { name: 'Verify' }).click();
  await expect(pageV).toHaveURL(new RegExp(`/workspace/${s.workspaceId}/tasks\\?taskId=${task.id}`));
  await expect(pageV.getByRole('dialog', { name: 'Review Q3 deck' })).toBeVisible();
  await visitor.close();

  // An unknown code tells nothing.
  const pageU = await browser.newPage();
  await pageU.goto('/s/ZZZZZZZZZZ');
  await expect(pageU.getByRole('heading', { name: 'This link does not exist' })).toBeVisible();
  await pageU.close();

  // A signed-in outsider sees the same line and asks for access; the owner is notified.
  const pageO = await s.ctxOutsider.newPage();
  await pageO.goto(path);
  await expect(pageO.getByRole('heading', { name: 'Ann Author shared the task “Review Q3 deck” with you' })).toBeVisible();
  await pageO.getByRole('button', { name: 'Request access' }).click();
  const sent = pageO.getByRole('status').filter({ hasText: 'Request sent' });
  await expect(sent).toContainText('We asked the administrators of its workspace');
  await expect
    .poll(async () => JSON.stringify(await (await a.get(`${BASE}/api/notifications`)).json()))
    .toContain('asked for access to the task “Review Q3 deck”');

  // Asking again the same day is refused, with when to ask.
  await pageO.reload();
  await pageO.getByRole('button', { name: 'Request access' }).click();
  await expect(pageO.getByRole('alert').filter({ hasText: 'You already asked for access to this task' })).toBeVisible();
  await s.close();
});
