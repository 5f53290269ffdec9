import type { Page } from '@playwright/test';
import { UPSTREAM, adminContext, expect, signUpInContext, test, uniqueEmail } from './fixtures';

async function createTeam(page: Page, name: string) {
  await page.goto('/workspaces');
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('button', { name: /create/i }).click();
  await expect(page.getByText('The new team has been successfully created')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your teams' }).getByRole('link', { name })).toBeVisible();
}

test('two users: team invite with a live bell, roles, a workspace request approved, teams attached, restricted creation', async ({
  browser,
  page: pageA,
  context: ctxA,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  void consoleErrors;
  const emailA = uniqueEmail('alice');
  const emailB = uniqueEmail('bob');
  await signUpInContext(ctxA, emailA, 'Alice', 'Owner');
  const ctxB = await browser.newContext();
  await signUpInContext(ctxB, emailB, 'Bob', 'Builder');
  const pageB = await ctxB.newPage();

  // A creates a team and invites B; B's bell rises without a reload.
  await createTeam(pageA, 'Alpha');
  await pageA.getByRole('list', { name: 'Your teams' }).getByRole('link', { name: 'Alpha' }).click();
  await pageB.goto('/');
  // Subscribed, not only connected: an event published before the subscription never arrives.
  await expect(pageB.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');
  const bellB = pageB.getByTestId('notification-count');
  await expect(bellB).toHaveAttribute('data-count', '0');

  await pageA.getByRole('button', { name: 'Invite member' }).click();
  const invite = pageA.getByRole('dialog', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(emailB);
  await invite.getByLabel('Role').selectOption('member');
  await invite
    .getByRole('button', { name: /send invite|invite/i })
    .last()
    .click();
  await expect(pageA.getByText('Invite has been sent')).toBeVisible();

  await expect(bellB).not.toHaveAttribute('data-count', '0');
  await pageB.getByRole('button', { name: /^Notifications/ }).click();
  const panel = pageB.getByRole('dialog', { name: 'Invites and notifications' });
  await panel
    .getByRole('button', { name: /^accept/i })
    .first()
    .click();
  await expect(pageB.getByText('Invite has been accepted')).toBeVisible();
  await pageB.keyboard.press('Escape');
  await pageB.goto('/workspaces');
  await expect(pageB.getByRole('list', { name: 'Your teams' }).getByRole('link', { name: 'Alpha' })).toBeVisible();

  // A makes B an admin of Alpha.
  await pageA.reload();
  await pageA.getByLabel('Role of Bob Builder').selectOption('admin');
  await expect(pageA.getByText('Role has been updated')).toBeVisible();

  // A requests a workspace owned by a second team, with restricted resource creation.
  await createTeam(pageA, 'Owners');
  await pageA.getByRole('button', { name: 'Request a workspace' }).first().click();
  const request = pageA.getByRole('dialog', { name: 'Request a workspace' });
  await request.getByLabel(/^Name/).fill('Launch');
  await request.getByLabel('Owner team').selectOption({ label: 'Owners' });
  await request.getByLabel('Restrict resource creation').check();
  await request
    .getByRole('button', { name: /send|request/i })
    .last()
    .click();
  await expect(pageA.getByRole('list', { name: 'Workspace requests' })).toContainText('Launch');
  // While it waits: what happens next, where to keep building, and one reminder an hour.
  const waiting = pageA.getByRole('list', { name: 'Workspace requests' }).getByRole('listitem').filter({ hasText: 'Launch' });
  await expect(pageA.getByRole('link', { name: 'Companies', exact: true }).filter({ visible: true }).first()).toBeVisible();
  await waiting.getByRole('button', { name: 'Remind the administrators' }).click();
  await expect(waiting.getByRole('status')).toContainText('Reminder sent. You can send another after');
  await expect(waiting.getByRole('button', { name: 'Remind the administrators' })).toHaveCount(0);

  // The super-administrator approves it.
  const ctxAdmin = await adminContext(browser);
  const pageAdmin = await ctxAdmin.newPage();
  await pageAdmin.goto('/admin');
  await pageAdmin.getByRole('button', { name: 'Approve Launch', exact: true }).click();
  await pageAdmin
    .getByRole('alertdialog')
    .getByRole('button', { name: /approve/i })
    .click();
  await expect(pageAdmin.getByText(/approved/i).first()).toBeVisible();
  await ctxAdmin.close();

  // A attaches Alpha (B's team) to the workspace.
  await pageA.goto('/workspaces');
  await pageA.getByRole('list', { name: 'Workspaces' }).getByRole('link', { name: 'Launch' }).click();
  await expect(pageA).toHaveURL(/\/workspace\/\d+$/);
  const workspaceUrl = pageA.url();
  const workspaceId = workspaceUrl.match(/\/workspace\/(\d+)/)?.[1];
  expect(workspaceId).toBeTruthy();
  await pageA.goto(`/workspace/${workspaceId}/management`);
  await pageA.getByRole('button', { name: 'Add my team' }).click();
  await pageA.getByRole('dialog').getByRole('combobox', { name: /^Team/ }).selectOption({ label: 'Alpha' });
  await pageA.getByRole('dialog').getByRole('button', { name: 'Add team' }).click();
  await expect(pageA.getByText('Team added to the workspace')).toBeVisible();
  await expect(pageA.getByRole('list', { name: 'Attached teams' })).toContainText('Alpha');

  // Restricted creation: A (owner-team admin) reaches retailers; B (admin of Alpha only) is sent to the workspace home.
  await pageA.goto(`/workspace/${workspaceId}/retailers`);
  await expect(pageA).toHaveURL(`/workspace/${workspaceId}/retailers`);
  await pageB.goto(`/workspace/${workspaceId}/retailers`);
  await expect(pageB).toHaveURL(`/workspace/${workspaceId}`);
  await expect(pageB.getByRole('heading', { level: 1, name: 'Launch' })).toBeVisible();
  await ctxB.close();
});

test('the phone input rejects and accepts numbers as the rules say, and verifies by SMS code', async ({ page, context, consoleErrors }) => {
  void consoleErrors;
  await signUpInContext(context, uniqueEmail('phone'), 'Pia', 'Phone');
  await page.goto('/profile');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toHaveAttribute('placeholder', 'Enter a phone number');
  await expect(phone).toHaveAttribute('maxlength', '25');
  await phone.fill('20a1');
  await expect(phone).toHaveValue(/^[\d\s()+-]*$/);
  await phone.fill('201');
  await phone.blur();
  await expect(page.getByText('The number is too short')).toBeVisible();
  await phone.fill('2015550123456789');
  await phone.blur();
  await expect(page.getByText(/too long|valid length/)).toBeVisible();
  await phone.fill('(201) 555-0123');
  await phone.blur();
  await expect(page.getByText(/too short|too long|not valid/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send code' }).click();

  // The click returns before the upstream has written the SMS: wait for it to be there.
  const latestSms = async () => {
    const sms = await page.request.get(`${UPSTREAM}/_dev/sms`, { params: { to: '+12015550123' } });
    return ((await sms.json()) as { data: { text: string }[] }).data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  };
  await expect.poll(latestSms).toBeTruthy();
  const code = await latestSms();
  await page.getByLabel(/code/i).fill(code as string);
  await page.getByRole('button', { name: /verify/i }).click();
  await expect(page.getByText(/\+1 201 555 0123|\(201\) 555-0123|\+12015550123/)).toBeVisible();
});

test('an API token created with read-only abilities can read but cannot write', async ({ page, context, consoleErrors }) => {
  void consoleErrors;
  await signUpInContext(context, uniqueEmail('tokens'), 'Tom', 'Token');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Create custom token' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Reporting script');
  await dialog.getByLabel('Read user').check();
  await dialog
    .getByRole('button', { name: /create/i })
    .last()
    .click();
  const value = await page.getByLabel('Token', { exact: true }).inputValue();
  expect(value.length).toBeGreaterThan(20);
  await page.getByRole('button', { name: 'Done' }).click();

  const headers = { authorization: `Bearer ${value}` };
  expect((await page.request.get(`${UPSTREAM}/api/user`, { headers })).status()).toBe(200);
  expect((await page.request.post(`${UPSTREAM}/api/user`, { headers, multipart: { first_name: 'Hacked' } })).status()).toBe(403);
  expect((await page.request.get(`${UPSTREAM}/api/teams`, { headers })).status()).toBe(403);
});
