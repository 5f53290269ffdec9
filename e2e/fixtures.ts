import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE = `http://localhost:${PORT}`;
export const UPSTREAM = `http://127.0.0.1:${PORT + 5000}`;
/** The demo retailer of the e2e stack (scripts/e2e-server.mjs: E2E_PORT + 1500), the only loopback monitoring may reach. */
export const SHOP = `http://127.0.0.1:${PORT + 1500}`;
const origin = { origin: BASE };

let counter = 0;
/**
 * A stamp no other journey of the run draws, even in the other worker at the same millisecond: for
 * addresses, subdomains and names that must be unique.
 */
export const uniqueStamp = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A unique address per test run, so tests never depend on each other's accounts. */
export const uniqueEmail = (prefix: string) => `${prefix}-${uniqueStamp()}@e2e.test`;

async function mails(request: APIRequestContext, email: string): Promise<{ text: string }[]> {
  const res = await request.get(`${UPSTREAM}/_dev/mail`, { params: { to: email } });
  return ((await res.json()) as { data: { text: string }[] }).data;
}

/** How many messages `email` has received so far (pass it to mailedCode to wait for a newer one). */
export const mailCount = async (request: APIRequestContext, email: string) => (await mails(request, email)).length;

/**
 * The newest code mailed to `email`, read from the upstream's outbox like a user reads their inbox.
 * With `after`, waits until more than that many messages have arrived, so an older code is never used.
 */
export async function mailedCode(request: APIRequestContext, email: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    // Newest first; only the messages past `after`, and only one that carries a code (the
    // super-administrator also receives workspace requests, which a parallel journey may send).
    const list = await mails(request, email);
    const code = list
      .slice(0, Math.max(0, list.length - after))
      .map((m) => m.text.match(/\b(\d{6})\b/)?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new code mailed to ${email}`);
}

/**
 * Signs a new account up through the BFF's API in this browser context (epic-stack's habit: a
 * fixture creates the session directly instead of clicking through the sign-up screens).
 */
export async function signUpInContext(context: BrowserContext, email: string, first = 'Erin', last = 'Tester'): Promise<{ id: number }> {
  const request = context.request;
  expect((await request.post(`${BASE}/api/auth/signup`, { data: { email, first_name: first, last_name: last }, headers: origin })).status()).toBe(200);
  const code = await mailedCode(request, email);
  const res = await request.post(`${BASE}/api/auth/verify-signup`, { data: { email, code }, headers: origin });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { user: { id: number } } };
  await request.post(`${BASE}/api/auth/signup/business-data`, { data: { company_name: 'E2E Inc', role: 'Tester' }, headers: origin });
  return { id: body.data.user.id };
}

/** Signs an existing account in through the BFF in this context. */
export async function logInInContext(context: BrowserContext, email: string): Promise<void> {
  const request = context.request;
  expect((await request.post(`${BASE}/api/auth/login`, { data: { email }, headers: origin })).status()).toBe(200);
  const code = await mailedCode(request, email);
  expect((await request.post(`${BASE}/api/auth/verify-login`, { data: { email, code }, headers: origin })).status()).toBe(200);
}

/** A bearer token straight from the upstream (for calls a test makes as an API client). */
export async function upstreamToken(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post(`${UPSTREAM}/api/auth/login`, { data: { email } })).status()).toBe(200);
  const code = await mailedCode(request, email);
  const res = await request.post(`${UPSTREAM}/api/auth/verify-login`, { data: { email, code } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * Chromium's own report that the stored-page viewer's sandbox did its job (an iframe with
 * `sandbox=""`, acceptance case 15 of monitoring): not an error of the app. It shows up now and
 * then on the versions screen even though stored pages are served without scripts.
 */
const SANDBOX_REPORT = "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed";

/** Fails the test on any console error in the page (404/401 resource noise and the sandbox report excepted). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' && !text.startsWith('Failed to load resource') && !text.startsWith(SANDBOX_REPORT)) errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Playwright's fixture callback is named `provide` here: ESLint's React rules read `use` as a hook.
  consoleErrors: async ({ page }, provide) => {
    const errors = watchConsole(page);
    await provide(errors);
    expect(errors, 'console errors in the page').toEqual([]);
  },
});
export { expect };

/** The super-administrator of the run (SUPERADMIN_EMAILS=admin@e2e.test in scripts/e2e-server.mjs). */
export const ADMIN = 'admin@e2e.test';
/**
 * The admin's session, kept in the run's data directory (scripts/e2e-server.mjs starts it empty):
 * Playwright starts a new worker after every failed test, and a session per worker would soon pass
 * the per-email limit on code sends (5 in 15 minutes) and fail every later test with a 429.
 */
/** In the run's data directory (scripts/e2e-server.mjs: one per port). */
export const E2E_DATA_DIR = path.join(process.cwd(), PORT === 3100 ? '.data-e2e' : `.data-e2e-${PORT}`);
const ADMIN_STATE = path.join(E2E_DATA_DIR, 'admin-storage-state.json');
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A context signed in as the super-administrator; the session is made once per run and reused. */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  if (existsSync(ADMIN_STATE)) return browser.newContext({ storageState: JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as StorageState });
  const ctx = await browser.newContext();
  const res = await ctx.request.post(`${BASE}/api/auth/signup`, { data: { email: ADMIN, first_name: 'Ada', last_name: 'Admin' }, headers: origin });
  if (res.status() === 200) {
    const verified = await ctx.request.post(`${BASE}/api/auth/verify-signup`, {
      data: { email: ADMIN, code: await mailedCode(ctx.request, ADMIN) },
      headers: origin,
    });
    expect(verified.status()).toBe(200);
  } else {
    await logInInContext(ctx, ADMIN);
  }
  writeFileSync(ADMIN_STATE, JSON.stringify(await ctx.storageState()));
  return ctx;
}

/** A journey's screenshots, numbered in the order taken (`NN-step.png`) and attached to its report. */
export function stepShots(testInfo: TestInfo): (page: Page, name: string) => Promise<void> {
  let taken = 0;
  return async (page, name) => {
    const file = testInfo.outputPath(`${String(++taken).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };
}
