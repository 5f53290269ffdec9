import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { BASE, SHOP, adminContext, expect, signUpInContext, uniqueEmail, uniqueStamp } from './fixtures';

const headers = { origin: BASE };

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

export type SharedWorkspace = {
  ctxA: BrowserContext;
  ctxB: BrowserContext;
  ctxOutsider: BrowserContext;
  workspaceId: number;
  retailers: { id: number; name: string }[];
  close(): Promise<void>;
};

/**
 * Two users in one approved workspace (A owns team Alpha, B is its member), a company retailer of
 * A's brought into the workspace twice over (two retailers), and an outsider with their own account.
 * Made through the BFF's API with each user's session, not by clicking: journeys test the screens
 * that matter to them, not this setup (epic-stack's habit).
 */
export async function sharedWorkspace(browser: Browser, ctxA: BrowserContext): Promise<SharedWorkspace> {
  const emailA = uniqueEmail('ann');
  const emailB = uniqueEmail('ben');
  await signUpInContext(ctxA, emailA, 'Ann', 'Author');
  const ctxB = await browser.newContext();
  await signUpInContext(ctxB, emailB, 'Ben', 'Reader');
  const ctxOutsider = await browser.newContext();
  await signUpInContext(ctxOutsider, uniqueEmail('oscar'), 'Oscar', 'Outsider');
  const a = ctxA.request;

  const team = await ok<{ id: number }>(await a.post(`${BASE}/api/teams`, { multipart: { name: 'Alpha' }, headers }), 'create team');
  await ok(await a.post(`${BASE}/api/teams/${team.id}/invite`, { data: { email: emailB, role: 'member' }, headers }), 'invite B');
  const invites = await ok<{ team_invites: { id: number }[] }>(await ctxB.request.get(`${BASE}/api/user/invites`), 'B invites');
  await ok(await ctxB.request.post(`${BASE}/api/teams/invite/${invites.team_invites[0].id}`, { headers }), 'B accepts');

  const ws = await ok<{ id: number }>(
    await a.post(`${BASE}/api/workspaces`, { multipart: { name: `Field work ${uniqueStamp()}`, team_id: String(team.id) }, headers }),
    'request workspace',
  );
  const admin = await adminContext(browser);
  await ok(await admin.request.post(`${BASE}/api/superadmin/approve-workspace`, { data: { workspace_id: ws.id }, headers }), 'approve');
  await admin.close();

  const company = await ok<{ id: number }>(
    await a.post(`${BASE}/api/companies`, { multipart: { name: 'Northwind', subdomain: `nw-${uniqueStamp()}`, team_id: String(team.id) }, headers }),
    'company',
  );
  const retailers: { id: number; name: string }[] = [];
  for (const name of ['Target', 'Costco']) {
    const cr = await ok<{ id: number }>(
      await a.post(`${BASE}/api/companies/${company.id}/retailers`, { multipart: { name, locations: 'Austin TX, Denver CO' }, headers }),
      `retailer ${name}`,
    );
    const wr = await ok<{ id: number }>(
      await a.post(`${BASE}/api/workspaces/${ws.id}/retailers`, { data: { company_retailer_id: cr.id }, headers }),
      `workspace retailer ${name}`,
    );
    retailers.push({ id: wr.id, name });
  }
  return {
    ctxA,
    ctxB,
    ctxOutsider,
    workspaceId: ws.id,
    retailers,
    async close() {
      await ctxB.close();
      await ctxOutsider.close();
    },
  };
}

export const apiHeaders = headers;

/**
 * A paused retailer page of a monitored product (`mon`: the product's API path, nothing scrapes a
 * paused page during a test) with one manual price in EUR for each `[amount, daysAgo]`.
 */
export async function pageWithPrices(
  r: APIRequestContext,
  mon: string,
  page: { url: string; variation_id?: number },
  prices: readonly (readonly [amount: number, daysAgo: number])[],
): Promise<{ id: number }> {
  const created = await ok<{ id: number }>(await r.post(`${mon}/pages`, { data: { ...page, status: 'paused' }, headers }), 'page');
  for (const [amount, daysAgo] of prices) {
    const observed_at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await ok(await r.post(`${mon}/prices`, { data: { page_id: created.id, amount, currency: 'EUR', observed_at }, headers }), 'price');
  }
  return created;
}

/** The `data` of a successful API answer; fails the journey with the answer's body otherwise. */
export const apiData = ok;

export type ApprovedWorkspace = { ctx: BrowserContext; request: APIRequestContext; stamp: string; teamId: number; workspaceId: number };

/**
 * A new user (signed in in a context of their own) with a team and a workspace a super-administrator
 * has approved, made through the API: the start of the journeys that need lists to look at. The
 * caller fills the workspace and closes `ctx`.
 */
export async function approvedWorkspace(browser: Browser, who: { prefix: string; first: string; last: string }): Promise<ApprovedWorkspace> {
  const ctx = await browser.newContext();
  await signUpInContext(ctx, uniqueEmail(who.prefix), who.first, who.last);
  const r = ctx.request;
  const stamp = uniqueStamp();
  const team = await ok<{ id: number }>(await r.post(`${BASE}/api/teams`, { multipart: { name: `${who.first} team` }, headers }), 'team');
  const ws = await ok<{ id: number }>(
    await r.post(`${BASE}/api/workspaces`, { multipart: { name: `${who.first} ${stamp}`, team_id: String(team.id) }, headers }),
    'workspace',
  );
  const admin = await adminContext(browser);
  await ok(await admin.request.post(`${BASE}/api/superadmin/approve-workspace`, { data: { workspace_id: ws.id }, headers }), 'approve');
  await admin.close();
  return { ctx, request: r, stamp, teamId: team.id, workspaceId: ws.id };
}

export type MonitoredWithCase = { productId: number; pageId: number; caseId: number };

/**
 * A monitored product with one retailer page fetched once over HTTP from the demo shop: its price
 * (€17.00, the shop's own for item 7, which no journey changes) is under the product's MAP, so the
 * fetch opens a MAP case.
 */
export async function monitoredWithCase(r: APIRequestContext, companyId: number, retailerId: number): Promise<MonitoredWithCase> {
  const c = `${BASE}/api/companies/${companyId}`;
  const product = await ok<{ id: number }>(
    await r.post(`${c}/monitoring-products`, { data: { name: 'Aurora Kettle', map_amount: 4500, map_currency: 'EUR' }, headers }),
    'monitored product',
  );
  const p = `${c}/monitoring-products/${product.id}`;
  const page = await ok<{ id: number }>(
    await r.post(`${p}/pages`, { data: { url: `${SHOP}/products/item-7`, company_retailer_id: retailerId, fetch_mode: 'http' }, headers }),
    'retailer page',
  );
  await ok(await r.post(`${p}/requests`, { data: { page_id: page.id }, headers }), 'fetch');
  let caseId = 0;
  await expect
    .poll(
      async () => {
        const cases = ((await (await r.get(`${c}/map-cases`)).json()) as { data: { id: number }[] }).data;
        caseId = cases[0]?.id ?? 0;
        return caseId;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return { productId: product.id, pageId: page.id, caseId };
}

export type CompanyRecords = { brand: number; product: number; partner: number; distributor: number; wsBrand: number; wsProduct: number };

/**
 * One record of each kind in a company (a brand, a product of that brand, a partner, a distributor),
 * with the brand and the product added to the workspace too: the detail screens the budget and the
 * accessibility walk load.
 */
export async function companyRecords(r: APIRequestContext, companyId: number, workspaceId: number): Promise<CompanyRecords> {
  const c = `${BASE}/api/companies/${companyId}`;
  const brand = await ok<{ id: number }>(await r.post(`${c}/brands`, { multipart: { name: 'Aurora' }, headers }), 'brand');
  const product = await ok<{ id: number }>(
    await r.post(`${c}/products`, { multipart: { name: 'Aurora Oat Bar', brand_id: String(brand.id), sku: 'AUR-1' }, headers }),
    'product',
  );
  const partner = await ok<{ id: number }>(await r.post(`${c}/partners`, { data: { name: 'Harbor Logistics' }, headers }), 'partner');
  const distributor = await ok<{ id: number }>(await r.post(`${c}/distributors`, { data: { name: 'Valley Wholesale' }, headers }), 'distributor');
  const ws = `${BASE}/api/workspaces/${workspaceId}`;
  const wsBrand = await ok<{ id: number }>(await r.post(`${ws}/brands`, { data: { company_brand_id: brand.id }, headers }), 'workspace brand');
  const wsProduct = await ok<{ id: number }>(await r.post(`${ws}/products`, { data: { company_product_id: product.id }, headers }), 'workspace product');
  return { brand: brand.id, product: product.id, partner: partner.id, distributor: distributor.id, wsBrand: wsBrand.id, wsProduct: wsProduct.id };
}
