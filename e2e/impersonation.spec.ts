import { ADMIN, UPSTREAM, adminContext, expect, signUpInContext, test, uniqueEmail, upstreamToken } from './fixtures';

test('opening /?impersonated_token= swaps the session, shows the banner, and ending restores the admin', async ({ browser }) => {
  const targetCtx = await browser.newContext();
  const { id } = await signUpInContext(targetCtx, uniqueEmail('target'), 'Tom', 'Target');
  await targetCtx.close();

  const ctx = await adminContext(browser);
  const page = await ctx.newPage();
  // The token comes from the upstream's super-administrator call, as another admin tool would make it.
  const adminBearer = await upstreamToken(page.request, ADMIN);
  const issued = await page.request.post(`${UPSTREAM}/api/superadmin/impersonate`, {
    data: { user_id: id },
    headers: { authorization: `Bearer ${adminBearer}` },
  });
  const token = ((await issued.json()) as { data: { token: string } }).data.token;

  await page.goto(`/?impersonated_token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText('Tom Target');
  await expect(page.getByTestId('user-name')).toHaveText('Tom Target');

  // A form post answered with a redirect home: the admin's own name first (the end state), then no
  // banner (a check on its absence alone would also pass during the navigation).
  await page.getByRole('button', { name: 'End impersonation' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Ada Admin');
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await ctx.close();
});

test('the admin screen starts impersonation with a form post', async ({ browser }) => {
  const target = uniqueEmail('listed');
  const targetCtx = await browser.newContext();
  await signUpInContext(targetCtx, target, 'Lia', 'Listed');
  await targetCtx.close();

  const ctx = await adminContext(browser);
  const page = await ctx.newPage();
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(target);
  await page.getByRole('button', { name: `Impersonate ${target}` }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText('Lia Listed');
  await ctx.close();
});
