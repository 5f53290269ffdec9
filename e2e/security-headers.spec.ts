import type { Page, Response } from '@playwright/test';
import { BASE, adminContext, expect, signUpInContext, test, uniqueEmail, uniqueStamp } from './fixtures';

const PORT = Number(new URL(BASE).port);
const REALTIME = `ws://localhost:${PORT + 3000}`;
const headers = { origin: BASE };

/** Records CSP violations in the page (Playwright's init scripts are not subject to the CSP). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

function expectFixedHeaders(response: Response | null | { headers(): Record<string, string> }) {
  const h = response?.headers() ?? {};
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  return h;
}

test('pages carry a nonce CSP and the fixed headers, hydrate without violations, and the realtime socket connects', async ({
  page,
  context,
  consoleErrors,
}) => {
  void consoleErrors;
  const violations = await recordViolations(page);

  const login = await page.goto('/login');
  const h = expectFixedHeaders(login);
  const csp = h['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`connect-src 'self' ${REALTIME}`);
  expect(csp).not.toContain('unsafe-eval');
  // Next stamps the same nonce on its scripts; the app hydrated (its router is running).
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(
    await page
      .locator('script[src]')
      .first()
      .evaluate((el) => (el as HTMLScriptElement).nonce),
  ).toBe(nonce);
  await page.waitForFunction(() => 'next' in window);
  await page.getByLabel(/email/i).first().fill('someone@example.com');
  // A script of the build, answered from the BFF server's memory (decision 0019): the same fixed headers.
  const script = await page.locator('script[src]').first().getAttribute('src');
  const asset = await page.request.get(new URL(script ?? '', BASE).toString());
  expect(asset.status()).toBe(200);
  expect(expectFixedHeaders(asset)['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Ranges of a build file are answered by the BFF server too: one range 206, past the end 416 (Next said 500).
  const assetUrl = new URL(script ?? '', BASE).toString();
  const part = await page.request.get(assetUrl, { headers: { range: 'bytes=0-9' } });
  expect({ status: part.status(), range: part.headers()['content-range'] }).toEqual({ status: 206, range: expect.stringMatching(/^bytes 0-9\/\d+$/) });
  const past = await page.request.get(assetUrl, { headers: { range: 'bytes=99999999-' } });
  expect({ status: past.status(), range: past.headers()['content-range'] }).toEqual({ status: 416, range: expect.stringMatching(/^bytes \*\/\d+$/) });
  // Next's image optimizer is unused by the app: 404 whatever it is asked (it said 500 to this one).
  const image = await page.request.get(`${BASE}/_next/image?url=${encodeURIComponent('/\\127.0.0.1/x.png')}&w=64&q=75`);
  expect(image.status()).toBe(404);

  await signUpInContext(context, uniqueEmail('csp'), 'Cora', 'Policy');
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("object-src 'none'");
  expect(/'nonce-([^']+)'/.exec(home?.headers()['content-security-policy'] ?? '')?.[1]).not.toBe(nonce);
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
  expect(await violations()).toEqual([]);
});

test('API answers and relayed downloads keep their policies', async ({ context, browser }) => {
  test.setTimeout(120_000);
  const request = context.request;
  await signUpInContext(context, uniqueEmail('dl'), 'Dana', 'Download');

  const user = await request.get(`${BASE}/api/user`);
  expect(user.status()).toBe(200);
  expect(expectFixedHeaders(user)['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");

  // A file in an approved workspace, downloaded through the BFF.
  const team = (await (await request.post(`${BASE}/api/teams`, { multipart: { name: 'Headers' }, headers })).json()) as { data: { id: number } };
  const ws = (await (
    await request.post(`${BASE}/api/workspaces`, { multipart: { name: `Headers ${uniqueStamp()}`, team_id: String(team.data.id) }, headers })
  ).json()) as { data: { id: number } };
  const admin = await adminContext(browser);
  expect((await admin.request.post(`${BASE}/api/superadmin/approve-workspace`, { data: { workspace_id: ws.data.id }, headers })).status()).toBeLessThan(300);
  await admin.close();
  const created = await request.post(`${BASE}/api/files`, {
    multipart: {
      name: 'Plan',
      workspace_id: String(ws.data.id),
      file: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const file = ((await created.json()) as { data: { id: number; latest_version: { id: number } } }).data;

  const download = await request.get(`${BASE}/api/files/${file.id}/version/${file.latest_version.id}/download`);
  expect(download.status()).toBe(200);
  const h = expectFixedHeaders(download);
  expect(h['content-disposition']).toMatch(/^attachment; filename="plan\.pdf"/);
  // The upstream's document policy (`default-src 'none'; sandbox`) is in force.
  expect(h['content-security-policy'].split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
});
