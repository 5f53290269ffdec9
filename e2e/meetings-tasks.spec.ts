import type { Page } from '@playwright/test';
import { BASE, expect, mailedCode, mailCount, test } from './fixtures';
import { sharedWorkspace } from './content-fixtures';

/** The Goals list in order, read from its handles' accessible names ("Move <title>"). */
const goalOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Goals' })
    .getByRole('button', { name: /^Move / })
    .evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').replace(/^Move /, '')));

/** The Goals order the server holds (the screen shows a move at once and saves it after). */
async function savedGoalOrder(page: Page, meetingUrl: string): Promise<string[]> {
  const id = meetingUrl.match(/meetings\/(\d+)$/)?.[1];
  const body = (await (await page.request.get(`${BASE}/api/meetings/${id}`)).json()) as { data: { goals: { title: string; position: number }[] } };
  return [...body.data.goals].sort((a, b) => a.position - b.position).map((g) => g.title);
}

test('meetings and tasks for two users: agenda order, a task for B with a live bell, subtask progress, clone, share links', async ({
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
  await pageB.goto(`/workspace/${ws}/tasks`);
  // Subscribed, not only connected: an event published before the subscription never arrives.
  await expect(pageB.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');
  const bellB = pageB.getByTestId('notification-count');
  // B has no pending invites, so the bell shows the unread notifications.
  const unreadB = async () =>
    ((await (await s.ctxB.request.get(`${BASE}/api/notifications?read=false&per_page=1`)).json()) as { meta: { total: number } }).meta.total;
  const bellBefore = await unreadB();
  await expect(bellB).toHaveAttribute('data-count', String(bellBefore));

  // A creates a meeting, adds three goals and moves the last one to the top with the keyboard.
  await pageA.goto(`/workspace/${ws}/meetings`);
  await pageA.getByRole('button', { name: 'New meeting' }).first().click();
  const create = pageA.getByRole('dialog', { name: 'New meeting' });
  await create.getByLabel(/^Title/).fill('Line review');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await create.getByLabel(/^Date/).fill(tomorrow);
  await create.getByLabel(/^Start/).fill('10:30');
  await create
    .getByRole('button', { name: /create|save/i })
    .last()
    .click();
  await expect(pageA).toHaveURL(new RegExp(`/workspace/${ws}/meetings/\\d+$`));
  const meetingUrl = pageA.url();

  const goal = pageA.getByLabel('Goal', { exact: true });
  for (const title of ['Agree prices', 'Plan endcaps', 'Confirm dates']) {
    await goal.fill(title);
    await goal.press('Enter');
    await expect(pageA.getByRole('list', { name: 'Goals' })).toContainText(title);
  }
  const handle = pageA.getByRole('button', { name: 'Move Confirm dates' });
  await handle.focus();
  await handle.press('ArrowUp');
  await handle.press('ArrowUp');
  await expect.poll(() => goalOrder(pageA)).toEqual(['Confirm dates', 'Agree prices', 'Plan endcaps']);
  // Both moves saved (one after the other, the latest order last) before the page is reloaded.
  await expect.poll(() => savedGoalOrder(pageA, meetingUrl)).toEqual(['Confirm dates', 'Agree prices', 'Plan endcaps']);
  await pageA.reload();
  await expect.poll(() => goalOrder(pageA)).toEqual(['Confirm dates', 'Agree prices', 'Plan endcaps']);

  // A adds a topic and a task assigned to B; B's bell rises and the task appears without a reload.
  // Visible only: right after the reload the streamed server HTML of the page can still sit in a
  // hidden template (<div hidden id="S:n">) beside what the client has already rendered.
  const topic = pageA.getByLabel('Topic', { exact: true }).filter({ visible: true });
  await topic.fill('Holiday promotions');
  await topic.press('Enter');
  await expect(pageA.getByText('Holiday promotions')).toBeVisible();
  await pageA.getByRole('button', { name: 'Add task' }).click();
  const addTask = pageA.getByRole('dialog', { name: 'Add task' });
  await addTask.getByLabel(/^Title/).fill('Send revised price list');
  await addTask.getByLabel('Assignee').selectOption({ label: 'Ben Reader' });
  await addTask
    .getByRole('button', { name: /add task|create|save/i })
    .last()
    .click();
  await expect(pageA.getByRole('link', { name: 'Send revised price list' })).toBeVisible();

  await expect(pageB.getByRole('link', { name: 'Send revised price list' })).toBeVisible();
  await expect(bellB).toHaveAttribute('data-count', String(bellBefore + 1));
  // B clears the bell at once: "Mark all read" in its panel.
  await pageB.getByRole('button', { name: /^Notifications/ }).click();
  await pageB.getByRole('tab', { name: /Notifications/ }).click();
  await pageB.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bellB).toHaveAttribute('data-count', '0');
  await pageB.keyboard.press('Escape');

  // A opens the task and adds two subtasks; B completes one and A sees the progress change.
  await pageA.getByRole('link', { name: 'Send revised price list' }).click();
  await expect(pageA).toHaveURL(/tasks\?taskId=\d+/);
  const taskUrl = new URL(pageA.url());
  const detailA = pageA.getByRole('dialog', { name: 'Send revised price list' });
  const subtask = detailA.getByLabel('Subtask', { exact: true });
  for (const title of ['Update the sheet', 'Email the buyer']) {
    await subtask.fill(title);
    await subtask.press('Enter');
    await expect(detailA.getByRole('checkbox', { name: title })).toBeVisible();
  }
  const progressA = detailA.getByRole('progressbar', { name: /progress/i });
  await expect(progressA).toHaveAttribute('aria-valuenow', '0');

  await pageB.getByRole('link', { name: 'Send revised price list' }).click();
  const detailB = pageB.getByRole('dialog', { name: 'Send revised price list' });
  // The box follows the saved state (optimistically), so click and wait rather than `check()`.
  await detailB.getByRole('checkbox', { name: 'Update the sheet' }).click();
  await expect(detailB.getByRole('checkbox', { name: 'Update the sheet' })).toBeChecked();
  await expect(progressA).toHaveAttribute('aria-valuenow', '50');

  // A shares the task; B opens the short link and lands on it.
  await detailA.getByRole('button', { name: 'Share' }).click();
  const link = (
    await pageA
      .getByText(/\/s\/[A-Za-z0-9]{10}/)
      .first()
      .textContent()
  )?.match(/\/s\/[A-Za-z0-9]{10}/)?.[0];
  expect(link).toBeTruthy();
  await pageB.goto(link!);
  await expect(pageB).toHaveURL(new RegExp(`/workspace/${ws}/tasks\\?taskId=${taskUrl.searchParams.get('taskId')}`));
  await expect(pageB.getByRole('dialog', { name: 'Send revised price list' })).toBeVisible();

  // A clones the meeting: a new meeting with the same goals in the same order.
  await pageA.goto(meetingUrl);
  await pageA.getByRole('button', { name: 'Clone' }).click();
  await pageA.getByRole('dialog', { name: 'Clone meeting' }).getByRole('button', { name: /clone/i }).last().click();
  await expect(pageA).not.toHaveURL(meetingUrl);
  await expect(pageA.getByRole('heading', { name: 'Line review (copy)' })).toBeVisible();
  await expect.poll(() => goalOrder(pageA)).toEqual(['Confirm dates', 'Agree prices', 'Plan endcaps']);

  // A signed-out visitor of the link signs in (as B) and lands on the task.
  const visitor = await browser.newContext();
  const pageV = await visitor.newPage();
  await pageV.goto(link!);
  await expect(pageV.getByRole('heading', { name: 'Ann Author shared the task “Send revised price list” with you' })).toBeVisible();
  await pageV.getByRole('link', { name: 'Sign in to open' }).click();
  await expect(pageV).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(link!).replace(/[/]/g, '%2F')}`));
  const emailB = (await (await s.ctxB.request.get(`${BASE}/api/user`)).json()).data.email as string;
  await pageV.getByLabel('Email').fill(emailB);
  const before = await mailCount(pageV.request, emailB);
  await pageV.getByRole('button', { name: 'Send code' }).click();
  await pageV.getByLabel('Verification code').fill(await mailedCode(pageV.request, emailB, before));
  await pageV.getByRole('button', { name: 'Verify' }).click();
  await expect(pageV).toHaveURL(new RegExp(`/workspace/${ws}/tasks\\?taskId=`));
  await expect(pageV.getByRole('dialog', { name: 'Send revised price list' })).toBeVisible();
  await visitor.close();

  // The header search finds the meeting and the task; the keyboard opens the first hit.
  await pageA.keyboard.press('/');
  const search = pageA.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeFocused();
  await search.fill('revised price');
  await expect(pageA.getByRole('option', { name: /Send revised price list/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(pageA).toHaveURL(/tasks\?taskId=\d+/);

  // An outsider gets the no-access page, and finds nothing of the workspace.
  expect((await (await s.ctxOutsider.request.get(`${BASE}/api/search?q=revised`)).json()).data.tasks).toEqual([]);
  const pageO = await s.ctxOutsider.newPage();
  await pageO.goto(link!);
  await expect(pageO.getByRole('heading', { name: 'Ann Author shared the task “Send revised price list” with you' })).toBeVisible();
  await expect(pageO.getByRole('button', { name: 'Request access' })).toBeVisible();
  await s.close();
});
