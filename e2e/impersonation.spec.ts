import { BASE, UPSTREAM, expect, logInInContext, mailedCode, signUpInContext, test, uniqueEmail, upstreamToken } from './fixtures';

const ADMIN = 'admin@e2e.test';

test.describe.serial('impersonation', () => {
  test.beforeAll(async ({ browser }) => {
    // The super-administrator of this run (SUPERADMIN_EMAILS=admin@e2e.test in e2e-server.mjs).
    const ctx = await browser.newContext();
    const res = await ctx.request.post(`${BASE}/api/auth/signup`, { data: { email: ADMIN, first_name: 'Ada', last_name: 'Admin' }, headers: { origin: BASE } });
    if (res.status() === 200) {
      await ctx.request.post(`${BASE}/api/auth/verify-signup`, { data: { email: ADMIN, code: await mailedCode(ctx.request, ADMIN) }, headers: { origin: BASE } });
    }
    await ctx.close();
  });

  test('opening /?impersonated_token= swaps the session, shows the banner, and ending restores the admin', async ({ page, context, browser }) => {
    const target = uniqueEmail('target');
    const targetCtx = await browser.newContext();
    const { id } = await signUpInContext(targetCtx, target, 'Tom', 'Target');
    await targetCtx.close();

    const adminBearer = await upstreamToken(page.request, ADMIN);
    const issued = await page.request.post(`${UPSTREAM}/api/superadmin/impersonate`, {
      data: { user_id: id },
      headers: { authorization: `Bearer ${adminBearer}` },
    });
    const token = ((await issued.json()) as { data: { token: string } }).data.token;

    await logInInContext(context, ADMIN);
    await page.goto(`/?impersonated_token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText('Tom Target');
    await expect(page.getByTestId('user-name')).toHaveText('Tom Target');

    await page.getByRole('button', { name: 'End impersonation' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
    await expect(page.getByTestId('user-name')).toHaveText('Ada Admin');
  });

  test('the admin screen starts impersonation with a form post', async ({ page, context, browser }) => {
    const target = uniqueEmail('listed');
    const targetCtx = await browser.newContext();
    await signUpInContext(targetCtx, target, 'Lia', 'Listed');
    await targetCtx.close();

    await logInInContext(context, ADMIN);
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target);
    await page.getByRole('button', { name: `Impersonate ${target}` }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText('Lia Listed');
  });
});
