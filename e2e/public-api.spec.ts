import AxeBuilder from '@axe-core/playwright';
import {
  apiClient,
  callUntilLimited,
  createProduct,
  listAllBrands,
  readCompanyStatus,
  readTask,
  tryCreateMeeting,
  uploadFile,
} from '../scripts/api-client/client-script';
import { apiHeaders as headers } from './content-fixtures';
import { BASE, adminContext, expect, signUpInContext, test, uniqueEmail, uniqueStamp } from './fixtures';

const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Issue 31's "done when": a script written only from the OpenAPI document (openapi-typescript types,
 * openapi-fetch; scripts/api-client/) drives the public API on the app's own origin with a custom
 * token limited to one company and one workspace. The setup is made with the user's session, as the
 * app's screens would; everything after the token is the script.
 */
test('a typed client drives the public API with a scoped custom token', async ({ browser }) => {
  test.setTimeout(90_000);
  const ctx = await browser.newContext();
  const api = ctx.request;
  await signUpInContext(ctx, uniqueEmail('dev'), 'Dana', 'Developer');
  const ok = async <T>(res: Awaited<ReturnType<typeof api.post>>, what: string): Promise<T> => {
    expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
    return ((await res.json()) as { data: T }).data;
  };
  const team = await ok<{ id: number }>(await api.post(`${BASE}/api/teams`, { multipart: { name: 'Integrations' }, headers }), 'team');
  const ws = await ok<{ id: number }>(
    await api.post(`${BASE}/api/workspaces`, { multipart: { name: `API ${uniqueStamp()}`, team_id: String(team.id) }, headers }),
    'workspace',
  );
  const admin = await adminContext(browser);
  await ok(await admin.request.post(`${BASE}/api/superadmin/approve-workspace`, { data: { workspace_id: ws.id }, headers }), 'approve');
  await admin.close();
  const company = async (name: string) =>
    ok<{ id: number }>(
      await api.post(`${BASE}/api/companies`, { multipart: { name, subdomain: `${name.toLowerCase()}-${uniqueStamp()}`, team_id: String(team.id) }, headers }),
      name,
    );
  const mine = await company('Acme');
  const other = await company('Other');
  for (const name of ['Alpha', 'Bravo', 'Charlie']) await ok(await api.post(`${BASE}/api/companies/${mine.id}/brands`, { multipart: { name }, headers }), name);
  const task = await ok<{ id: number }>(await api.post(`${BASE}/api/tasks`, { data: { title: 'Reply to the buyer', workspace_id: ws.id }, headers }), 'task');
  const minted = await ok<{ token: string }>(
    await api.post(`${BASE}/api/user/generate-custom-token`, {
      data: { name: 'CI script', abilities: ['companies:write', 'files:write', 'tasks:read'], companies: [mine.id], workspaces: [ws.id] },
      headers,
    }),
    'token',
  );
  await ctx.close();

  // From here on: only the script, the token and the public origin.
  const client = apiClient(`${BASE}/api/v1`, minted.token);
  expect(await listAllBrands(client, mine.id, 2)).toEqual({ names: ['Alpha', 'Bravo', 'Charlie'], pages: 2 });
  expect(await createProduct(client, mine.id, 'Oat Crunch 500 g', `OAT-${uniqueStamp()}`)).toMatchObject({ name: 'Oat Crunch 500 g' });
  expect(await uploadFile(client, ws.id, 'Q3 line review', new Blob([PDF], { type: 'application/pdf' }))).toMatchObject({ name: 'Q3 line review' });
  expect(await readTask(client, task.id)).toMatchObject({ id: task.id, title: 'Reply to the buyer' });
  const refused = await tryCreateMeeting(client, ws.id);
  expect(refused).toEqual({ status: 403, message: 'This token does not have the required ability.' });
  expect(await readCompanyStatus(client, other.id)).toBe(404);
  expect(await readCompanyStatus(client, mine.id)).toBe(200);
  const limited = await callUntilLimited(client, 400);
  expect(limited.status).toBe(429);
  expect(limited.retryAfter).toBeGreaterThan(0);
  expect(limited.served).toBeLessThanOrEqual(limited.limit);
});

test('the public API takes no session cookie and serves its document', async ({ page }) => {
  await signUpInContext(page.context(), uniqueEmail('cookie'), 'Cleo', 'Cookie');
  // Signed in (a session cookie in this context) but no bearer: refused with a Bearer challenge.
  const refused = await page.request.get(`${BASE}/api/v1/user`);
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toBe('Bearer realm="api"');
  const doc = await page.request.get(`${BASE}/api/v1/openapi.json`);
  expect(doc.status()).toBe(200);
  const body = (await doc.json()) as { servers: { url: string }[]; paths: Record<string, unknown> };
  expect(body.servers[0].url).toBe('/api/v1');
  expect(body.paths).toHaveProperty(['/companies/{companyId}/brands']);
});

test('/developers explains the API and renders its reference from this origin only', async ({ page, consoleErrors }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(hostname)) outside.push(request.url());
  });
  await page.goto(`${BASE}/developers`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Collab API' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile → API tokens' })).toHaveAttribute('href', '/profile#api-tokens');
  // Swagger UI, from /developers-assets, drawing the document's operations (grouped by tag).
  await expect(page.locator('.swagger-ui .opblock-tag', { hasText: 'companies' }).first()).toBeVisible({ timeout: 30_000 });
  await page.locator('.swagger-ui .opblock-tag', { hasText: 'tasks' }).first().click();
  await expect(page.locator('.swagger-ui .opblock-summary-path', { hasText: '/tasks/{taskId}' }).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).exclude('#api-reference').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(outside).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
