import { adminContext, expect, mailedCode, stepShots, test, uniqueEmail } from './fixtures';

/**
 * The first run through the screens only: sign up → the getting-started checklist →
 * team → company → workspace request → a super-administrator approves it → a first task → the
 * home of work. Each step's screen is kept as a test artifact (`first-run/NN-step.png`).
 */
test('first run: sign up, set up team, company and workspace, approved, a first task, and home shows the work', async ({
  browser,
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  void consoleErrors;
  const shot = stepShots(testInfo);
  const email = uniqueEmail('fay');
  const suffix = email.split('-')[1];
  const workspace = `Harbour launch ${suffix}`;

  // 1. Sign up with the emailed code and the business questions.
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Fay');
  await page.getByLabel('Last name').fill('Fenwick');
  await page.getByLabel('Work email').fill(email);
  await shot(page, 'sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await mailedCode(page.request, email));
  await shot(page, 'emailed-code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible();
  await page.getByLabel('Company name').fill('Fenwick Foods');
  await page.getByLabel('Your role').fill('Founder');
  await shot(page, 'business-details');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2. Home starts as the checklist, nothing done, the first step's button ready.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Fay' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Getting started steps' });
  await expect(steps).toBeVisible();
  await expect(page.getByText('0 of 4 done', { exact: false })).toBeVisible();
  await expect(steps.getByRole('heading', { name: 'Create a team (to do)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your work' })).toHaveCount(0);
  await shot(page, 'home-checklist');

  // 3. A team, from the checklist's own button.
  await steps.getByRole('button', { name: 'Create a team' }).click();
  const teamDialog = page.getByRole('dialog', { name: 'New team' });
  // The sign-up's answers are not thrown away: the first team (and the company it may create) starts from them.
  await expect(teamDialog.getByLabel(/^Name/)).toHaveValue('Fenwick Foods');
  await expect(teamDialog.getByLabel('Company name')).toHaveValue('Fenwick Foods');
  await teamDialog.getByLabel(/^Name/).fill('Fenwick team');
  // Fay makes the company herself in the next step, with its own form.
  await teamDialog.getByLabel('Company name').fill('');
  await shot(page, 'new-team');
  await teamDialog.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText('The new team has been successfully created')).toBeVisible();
  await expect(teamDialog).toHaveCount(0);
  await expect(page.getByText('1 of 4 done', { exact: false })).toBeVisible();
  await expect(steps.getByRole('heading', { name: 'Create a team (done)' })).toBeVisible();
  await expect(steps.getByText('You are in 1 team.')).toBeVisible();

  // 4. A company owned by that team (preselected: the only team Fay administers).
  await steps.getByRole('link', { name: 'Create a company' }).click();
  await expect(page).toHaveURL('/companies/new');
  await expect(page.getByLabel(/^Owner team/)).toHaveValue(/\d+/);
  await expect(page.getByLabel(/^Owner team/).locator('option:checked')).toHaveText('Fenwick team');
  await expect(page.getByLabel(/^Name/)).toHaveValue('Fenwick Foods');
  await page.getByLabel(/^Name/).fill(`Fenwick Foods ${suffix}`);
  await expect(page.getByText(/is available/)).toBeVisible();
  await shot(page, 'new-company');
  await page.getByRole('button', { name: /create company/i }).click();
  await expect(page).toHaveURL(/\/company\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Fenwick Foods ${suffix}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Teams of the company' })).toContainText('Fenwick team');
  await shot(page, 'company');

  // 5. A workspace request, from the checklist; home then says it waits for approval.
  await page.goto('/');
  // Visible only: a streamed screen briefly has a hidden copy while it replaces its skeleton.
  await expect(page.getByText('2 of 4 done', { exact: false }).filter({ visible: true })).toBeVisible();
  await steps.getByRole('button', { name: 'Request a workspace' }).click();
  const request = page.getByRole('dialog', { name: 'Request a workspace' });
  await request.getByLabel(/^Name/).fill(workspace);
  await request.getByLabel('Description').fill('Where the launch of the spring range is planned.');
  await expect(request.getByLabel(/^Owner team/).locator('option:checked')).toHaveText('Fenwick team');
  await shot(page, 'workspace-request');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('It opens once a super-administrator approves it.')).toBeVisible();
  await expect(request).toHaveCount(0);
  await expect(page.getByText('3 of 4 done', { exact: false })).toBeVisible();
  await expect(steps.getByText('Requested: it opens once an administrator approves it.')).toBeVisible();
  await shot(page, 'home-requested');

  // 6. The super-administrator finds the request (oldest first, maybe on a later page) and approves it.
  const ctxAdmin = await adminContext(browser);
  const admin = await ctxAdmin.newPage();
  await admin.goto('/admin');
  const pending = admin.getByRole('region', { name: 'Pending workspace requests' });
  const approve = pending.getByRole('button', { name: `Approve ${workspace}`, exact: true });
  await expect(pending.getByRole('button', { name: /^Approve / }).first()).toBeVisible();
  await expect(async () => {
    if (await approve.isVisible()) return;
    await pending.getByRole('button', { name: 'Next' }).click({ timeout: 2_000 });
    throw new Error(`${workspace} is not on this page`);
  }).toPass({ timeout: 20_000 });
  const row = pending.getByRole('listitem').filter({ has: admin.getByRole('button', { name: `Approve ${workspace}`, exact: true }) });
  await expect(row).toContainText('Requested by Fay Fenwick');
  await expect(row).toContainText('owner team Fenwick team');
  await shot(admin, 'admin-pending-request');
  await approve.click();
  const confirm = admin.getByRole('alertdialog', { name: 'Approve workspace' });
  await confirm.getByLabel(/^Note/).fill('Welcome aboard.');
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText('Workspace approved')).toBeVisible();
  await expect(approve).toHaveCount(0);
  await shot(admin, 'admin-approved');
  await ctxAdmin.close();

  // 7. Home leads with the work now: the workspace's content, no tasks yet, one step left as a reminder.
  await page.goto('/');
  const work = page.getByRole('region', { name: 'Your work' });
  await expect(work).toBeVisible();
  await expect(work.getByText(`In ${workspace}.`)).toBeVisible();
  // The approval reached Fay as a notification too.
  await expect(page.getByTestId('notification-count')).not.toHaveAttribute('data-count', '0');
  await expect(work.getByRole('heading', { name: 'No open tasks assigned to you' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Getting started steps' })).toHaveCount(0);
  await expect(page.getByText('3 of 4 steps done.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steps left' }).getByRole('heading', { name: 'Invite someone (to do)' })).toBeVisible();
  await shot(page, 'home-approved');

  // 8. Into the workspace, and a first task for Fay herself.
  await page.goto('/workspaces');
  await page.getByRole('list', { name: 'Workspaces' }).getByRole('link', { name: workspace }).click();
  await expect(page).toHaveURL(/\/workspace\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: workspace })).toBeVisible();
  await shot(page, 'workspace-home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/workspace\/\d+\/tasks/);
  await page.getByRole('button', { name: 'New task' }).first().click();
  const newTask = page.getByRole('dialog', { name: 'New task' });
  await newTask.getByLabel(/^Title/).fill('Call the first three retailers');
  await newTask.getByLabel('Description').fill('Ask for the spring listing dates.');
  await newTask.getByRole('button', { name: /^Assignees:/ }).click();
  await newTask.getByRole('option', { name: /Fay Fenwick/ }).click();
  await newTask.getByLabel(/^Title/).click();
  await expect(newTask.getByRole('button', { name: /^Assignees:/ })).toContainText('Fay Fenwick');
  await shot(page, 'new-task');
  await newTask.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(newTask).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Call the first three retailers' }).first()).toBeVisible();
  await shot(page, 'tasks');

  // 9. Home shows the task under "My open tasks".
  await page.goto('/');
  await expect(work.getByRole('list', { name: 'My open tasks' }).getByRole('link', { name: 'Call the first three retailers' })).toBeVisible();
  await expect(work.getByRole('heading', { name: 'No open tasks assigned to you' })).toHaveCount(0);
  await shot(page, 'home-my-task');

  // 10. The last step, inviting a colleague, from the reminder: then home is the work alone.
  await page.getByRole('list', { name: 'Steps left' }).getByRole('link', { name: 'Invite someone' }).click();
  await expect(page).toHaveURL(/\/teams\/\d+$/);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(uniqueEmail('colleague'));
  await invite.getByLabel('Role').selectOption('member');
  await invite
    .getByRole('button', { name: /send invite|invite/i })
    .last()
    .click();
  await expect(page.getByText('Invite has been sent')).toBeVisible();
  await page.goto('/');
  await expect(work.getByRole('list', { name: 'My open tasks' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steps left' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Getting started steps' })).toHaveCount(0);
  await expect(page.getByText(/steps done/)).toHaveCount(0);
  await shot(page, 'home-work');
});
