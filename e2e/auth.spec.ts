import { BASE, expect, mailCount, mailedCode, test, uniqueEmail, signUpInContext } from './fixtures';

test('sign up with the emailed code, give business data, reach home, log out, log back in to the redirect target', async ({ page, consoleErrors }) => {
  void consoleErrors;
  const email = uniqueEmail('newcomer');
  await page.goto('/signup?type=brand');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Work email').fill(email);
  await expect(page.getByLabel('I am a')).toHaveValue('brand');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await mailedCode(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The company name field is required.')).toBeVisible();
  await page.getByLabel('Company name').fill('Nora Foods');
  await page.getByLabel('Your role').fill('Founder');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Nora' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Overview' })).toBeVisible();
  // A new user starts from the getting-started checklist, not from five zeros.
  await expect(page.getByRole('list', { name: 'Getting started steps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a team' })).toBeVisible();

  // Log out lives in the account menu (with the theme and list density).
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/workspaces');
  await expect(page).toHaveURL('/login?redirect=%2Fworkspaces');
  await page.getByLabel('Email').fill(email);
  const before = await mailCount(page.request, email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is invalid or has expired.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await mailedCode(page.request, email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/workspaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
});

test('an invitee signs up, is shown the invite instead of the business questions, and joins the team', async ({ browser, page, consoleErrors }) => {
  void consoleErrors;
  const headers = { origin: BASE };
  const host = await browser.newContext();
  await signUpInContext(host, uniqueEmail('host'), 'Hana', 'Host');
  const team = (await (await host.request.post(`${BASE}/api/teams`, { multipart: { name: 'Hosts' }, headers })).json()) as { data: { id: number } };
  const email = uniqueEmail('invitee');
  expect((await host.request.post(`${BASE}/api/teams/${team.data.id}/invite`, { data: { email, role: 'member' }, headers })).ok()).toBe(true);
  await host.close();

  await page.goto(`/signup?email=${encodeURIComponent(email)}`);
  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Invitee');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await mailedCode(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'You have been invited' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  await page
    .getByRole('button', { name: /^accept/i })
    .first()
    .click();
  await expect(page.getByText('Invite has been accepted')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(/business details/)).toHaveCount(0);
});

test('first run: from the home checklist, a company with its owner team made in the same form', async ({ page, context, consoleErrors }) => {
  void consoleErrors;
  await signUpInContext(context, uniqueEmail('first'), 'Finn', 'First');
  await page.goto('/');
  const steps = page.getByRole('list', { name: 'Getting started steps' });
  await expect(steps).toBeVisible();
  // Within <main>: React streams the page in, and keeps the streamed copy hidden for a moment
  // outside it before moving it in (React 19 reveals streamed boundaries in batches).
  await expect(page.getByRole('main').getByText('0 of 4 done', { exact: false })).toBeVisible();
  await steps.getByRole('link', { name: 'Create a company' }).click();
  await expect(page).toHaveURL('/companies/new');
  // Said before anything is filled: no admin team yet, so one is named in the form.
  await expect(page.getByText('You administer none yet')).toBeVisible();
  await page.getByLabel(/^Name/).fill('Finn Foods');
  await expect(page.getByText(/is available/)).toBeVisible();
  await page.getByLabel(/^New team name/).fill('Finn team');
  await page.getByRole('button', { name: /create company/i }).click();
  await expect(page).toHaveURL(/\/company\/\d+$/);
  await expect(page.getByRole('list', { name: 'Teams of the company' })).toContainText('Finn team');

  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Getting started steps' })).toBeVisible();
  await expect(page.getByRole('main').getByText('2 of 4 done', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Teams', exact: true }).first().click();
  await expect(page).toHaveURL('/teams');
  await expect(page.getByRole('list', { name: 'Your teams' }).getByRole('link', { name: 'Finn team' })).toBeVisible();
  // Old addresses of the teams screens still land there.
  await page.goto('/company/0/teams');
  await expect(page).toHaveURL('/teams');
});

test('a foreign redirect target is ignored after login', async ({ page, context }) => {
  const email = uniqueEmail('redirect');
  await signUpInContext(context, email);
  await context.clearCookies();
  await page.goto('/login?redirect=//evil.example/steal');
  await page.getByLabel('Email').fill(email);
  const before = await mailCount(page.request, email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await mailedCode(page.request, email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
});

test('profile: change the name and picture', async ({ page, context, consoleErrors }) => {
  void consoleErrors;
  await signUpInContext(context, uniqueEmail('profile'), 'Pat', 'Before');
  await page.goto('/profile');
  // Hydrated first: the form streams in behind its skeleton, and input before hydration can be lost.
  await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');
  await page.getByLabel('Last name').fill('After');
  await page.getByLabel('Picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64'),
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Pat After');
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('After');
  await expect(page.getByRole('img', { name: 'Profile picture preview' })).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
});
