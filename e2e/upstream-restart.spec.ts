import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, expect, signUpInContext, test, uniqueEmail, watchConsole } from './fixtures';

/**
 * The upstream crashes under the launcher and comes back (decision 0008). The e2e stack runs
 * through scripts/start.mjs, whose supervisor restarts a child that exits on its own;
 * scripts/e2e-server.mjs writes each child's current pid to .data-e2e/<name>.pid. While the
 * upstream is down the BFF answers API calls 502/503 and pages 503 + Retry-After; once it is back,
 * the same session cookie works — nothing of the session lived in the dead process. The stack is
 * whole again afterwards, so the specs that follow are unaffected. A hung upstream (SIGSTOP, always
 * resumed) meets the first render, which redirects to /unavailable: a 503, never the error
 * boundary's 500 (docs/security.md, "Failure modes").
 */
const pidFile = path.join(E2E_DATA_DIR, 'upstream.pid');
const upstreamPid = () => Number(readFileSync(pidFile, 'utf8').trim());
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a killed upstream is restarted by the launcher; the BFF answers 503 meanwhile and the same session works after', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const { id } = await signUpInContext(context, uniqueEmail('restart'));
  const cookie = async () => (await context.cookies()).find((c) => c.name === 'collab_session')?.value;
  const before = await cookie();
  expect(before).toBeTruthy();
  expect((await context.request.get('/api/user')).status()).toBe(200);

  const pid = upstreamPid();
  process.kill(pid, 'SIGKILL');
  await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);

  // Down: the launcher waits 0.5 s before the restart and the upstream needs seconds to boot.
  const api = await context.request.get('/api/user');
  expect([502, 503]).toContain(api.status());
  const page503 = await context.request.get('/profile', { maxRedirects: 0 });
  expect(page503.status()).toBe(503);
  expect(page503.headers()['retry-after']).toBeTruthy();

  // Back: a new process, the same database, the same session.
  await expect.poll(async () => (await context.request.get('/api/user')).status(), { timeout: 90_000, intervals: [500, 1000] }).toBe(200);
  expect(upstreamPid()).not.toBe(pid);
  const user = (await (await context.request.get('/api/user')).json()) as { data: { id: number } };
  expect(user.data.id).toBe(id);

  // A browser page (opened only now: during the outage its realtime socket would log errors).
  const page = await context.newPage();
  const errors = watchConsole(page);
  const res = await page.goto('/profile');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL('/profile');
  expect(await cookie()).toBe(before);
  expect(errors, 'console errors in the page').toEqual([]);
  await context.close();
});

test('the first page render that meets a hung upstream answers the unavailable page with a 503, and the page comes back after', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  await signUpInContext(context, uniqueEmail('hung'));
  // A fresh outage state (process-global in the BFF; the case above noted failures): an answered
  // call clears it, so the proxy renders the page instead of asking /readyz first.
  await expect.poll(async () => (await context.request.get('/api/user')).status(), { timeout: 90_000, intervals: [500, 1000] }).toBe(200);
  const page = await context.newPage();
  const pid = upstreamPid();
  // Hung, not dead: the kernel still accepts its connections and nothing answers them.
  process.kill(pid, 'SIGSTOP');
  try {
    const started = Date.now();
    const res = await page.goto('/profile');
    // The render gave up after UPSTREAM_TIMEOUT_MS [10 s] and redirected to /unavailable: a 503, not a 500.
    expect(res?.status()).toBe(503);
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(res?.request().redirectedFrom()?.url()).toMatch(/\/profile$/);
    expect(res?.headers()['retry-after']).toBe('5');
    await expect(page).toHaveURL('/unavailable?redirect=%2Fprofile');
    await expect(page.getByRole('status')).toContainText('The service is unavailable. Please try again.');
    // The failure is noted now: the page itself answers 503 at once (the proxy's /readyz check), no loop.
    const again = await context.request.get('/profile', { maxRedirects: 0 });
    expect(again.status()).toBe(503);
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // Back: the unavailable page's refresh returns to /profile, which renders.
  await expect(page).toHaveURL('/profile', { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible({ timeout: 60_000 });
  await context.close();
});
