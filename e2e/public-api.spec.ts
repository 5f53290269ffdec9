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
import { seriousViolations, setTheme } from './axe';
import { apiHeaders as headers } from './content-fixtures';
import type { Page } from '@playwright/test';
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

/** An operation with path parameters, a request body and response examples. */
const OPERATION = '#operations-company_contacts-putCompaniesByCompanyIdContactsByContactId';

/** The page as the accessibility walk audits a screen: axe in one theme, its colour rules in the other, one <main>, no sideways scroll. */
async function auditBothThemes(page: Page, where: string, dark: boolean): Promise<string[]> {
  // From the top: scrolled down, the sticky translucent header lies over the reference's white
  // panel, and axe, blind to its backdrop blur, mixes the two behind its links.
  await page.evaluate(() => window.scrollTo(0, 0));
  await setTheme(page, dark);
  const problems = await seriousViolations(page, `${where} ${dark ? 'dark' : 'light'}`);
  await setTheme(page, !dark);
  problems.push(...(await seriousViolations(page, `${where} ${dark ? 'light' : 'dark'}`, ['color-contrast', 'link-in-text-block'])));
  const layout = await page.evaluate(() => ({
    mains: document.querySelectorAll('main').length,
    wide: (document.scrollingElement ?? document.documentElement).scrollWidth,
    inner: window.innerWidth,
  }));
  if (layout.mains !== 1) problems.push(`${where}: ${layout.mains} <main> elements`);
  if (layout.wide > layout.inner) problems.push(`${where}: scrolls sideways (${layout.wide} > ${layout.inner})`);
  return problems;
}

/**
 * /developers and its API reference (Swagger UI, with reference-plugin.ts's fixes): drawn from this
 * origin only, an operation and the schemas opened, then audited as the accessibility walk audits a
 * screen at 1280 px (light, the colour rules in dark) and at 375 px (dark, the colour rules in
 * light). The walk sees the reference only as it first paints. One load of the page for all of it:
 * the reference is the heaviest page of the app to draw and audit.
 */
test('/developers explains the API, renders its reference from this origin only, and passes axe with an operation open', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(hostname)) outside.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${BASE}/developers`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Collab API' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile → API tokens' })).toHaveAttribute('href', '/profile#api-tokens');
  // Swagger UI, from /developers-assets, drawing the document's operations (grouped by tag).
  const reference = page.locator('#api-reference');
  await expect(reference.locator('.opblock-tag', { hasText: 'companies' }).first()).toBeVisible({ timeout: 30_000 });
  await reference.locator('.opblock-tag', { hasText: 'tasks' }).first().click();
  await expect(reference.locator('.opblock-summary-path', { hasText: '/tasks/{taskId}' }).first()).toBeVisible();
  // The servers <select> has a name (the plugin's label).
  await expect(reference.getByRole('combobox', { name: 'Servers' })).toBeVisible();

  await reference.locator('h3.opblock-tag[data-tag="company contacts"]').click();
  const operation = reference.locator(OPERATION);
  const summary = operation.locator('.opblock-summary-control');
  // The path inside the summary button is text, not a link (no control inside a control).
  await expect(summary.locator('a[href]')).toHaveCount(0);
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(operation.getByRole('heading', { name: 'Parameters' })).toBeVisible();
  await expect(operation.locator('.highlight-code').first()).toBeVisible();
  // Deep links still work: opening the operation puts it in the address.
  await expect(page).toHaveURL(/#\/company%20contacts\/putCompaniesByCompanyIdContactsByContactId$/);
  // The schemas open and list the document's schemas.
  await reference.locator('.models-control').click();
  await expect(reference.locator('.models .json-schema-2020-12').first()).toBeVisible();
  // To look at: the reference's head (title, stamps, servers) and the open operation.
  await reference.locator('.information-container').screenshot({ path: testInfo.outputPath('info-1280.png') });
  await operation.screenshot({ path: testInfo.outputPath('operation-1280.png') });

  const problems = await auditBothThemes(page, '/developers @1280', false);
  // The phone's width: the guide wraps and the code samples scroll inside their own boxes.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await operation.screenshot({ path: testInfo.outputPath('operation-375.png') });
  problems.push(...(await auditBothThemes(page, '/developers @375', true)));
  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
