import type { Insight } from '@/lib/contract/insights';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeWorkspaceBrand, makeWorkspaceProduct, makeWorkspaceRetailer } from '../../test/content-fixtures';
import { call, createInsightVia, scene, type Paged } from '../../test/insights-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * Four insights: in `ws` (retailer, brand, product, Sales, applicable 2024-03-10), in `ws` (other
 * retailer, Marketing, created 2024-05-20 without an applicable date), in `ws2` (created 2024-06-01,
 * "100% juice" in the summary), and one shared with both (no links, applicable 2024-01-01).
 */
async function world() {
  const s = await scene(t);
  const other = await makeWorkspaceRetailer(t, { workspaceId: s.ws, companyId: s.company, name: 'Other shop' });
  const otherBrand = await makeWorkspaceBrand(t, { workspaceId: s.ws, companyId: s.company, name: 'Zest' });
  const otherProduct = await makeWorkspaceProduct(t, { workspaceId: s.ws, companyId: s.company, name: 'Zest Max' });
  const make = async (when: string, fields: Record<string, string | string[]>) => {
    t.setNow(new Date(when));
    return createInsightVia(t, s.owner.token, fields);
  };
  const linked = await make('2024-02-01T12:00:00Z', {
    name: 'Shelf audit',
    workspace_id: String(s.ws),
    category: 'Sales',
    applicable_date: '2024-03-10',
    workspace_company_retailer_id: String(s.retailer.workspaceRetailerId),
    workspace_company_brand_id: String(s.brand.workspaceBrandId),
    workspace_company_product_id: String(s.product.workspaceProductId),
  });
  const promo = await make('2024-05-20T23:30:00Z', {
    name: 'Promo recap',
    workspace_id: String(s.ws),
    category: 'Marketing',
    workspace_company_retailer_id: String(other.workspaceRetailerId),
    workspace_company_brand_id: String(otherBrand.workspaceBrandId),
    workspace_company_product_id: String(otherProduct.workspaceProductId),
  });
  const juice = await make('2024-06-01T08:00:00Z', { name: 'Juice trend', workspace_id: String(s.ws2), summary: 'Shoppers want 100% juice' });
  const shared = await make('2024-07-01T08:00:00Z', {
    name: 'Annual plan',
    workspace_id: String(s.ws),
    workspace_ids: [String(s.ws2)],
    applicable_date: '2024-01-01',
  });
  t.setNow(null);
  return { ...s, other, linked, promo, juice, shared };
}

const names = async (token: string, query: string) => {
  const res = await call<Paged<Insight>>(t, token, 'GET', `insights${query}`);
  if (res.status !== 200) throw new Error(`list failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.map((i) => i.name);
};

describe('insights list: global filters', () => {
  it('lists every visible workspace newest first, paged with totals', async () => {
    const { owner, outsider } = await world();
    expect(await names(owner.token, '')).toEqual(['Annual plan', 'Juice trend', 'Promo recap', 'Shelf audit']);
    const page = await call<Paged<Insight>>(t, owner.token, 'GET', 'insights?per_page=3&page=2');
    expect(page.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(page.body.data.map((i) => i.name)).toEqual(['Shelf audit']);
    expect(await names(owner.token, '?sort=name')).toEqual(['Annual plan', 'Juice trend', 'Promo recap', 'Shelf audit']);
    expect(await names(owner.token, '?sort=created_at')).toEqual(['Shelf audit', 'Promo recap', 'Juice trend', 'Annual plan']);
    expect(await names(outsider.token, '')).toEqual([]);
  });

  it('narrows by workspaces (unseen ones are ignored), retailers, brands, products and category', async () => {
    const { owner, ws, ws2, far, retailer, other, brand, product } = await world();
    expect(await names(owner.token, `?workspace_ids=${ws2}`)).toEqual(['Annual plan', 'Juice trend']);
    expect(await names(owner.token, `?workspace_ids=${ws},${far}`)).toEqual(['Annual plan', 'Promo recap', 'Shelf audit']);
    expect(await names(owner.token, `?workspace_ids=${far}`)).toEqual([]);
    expect(await names(owner.token, `?retailer_ids=${retailer.workspaceRetailerId},${other.workspaceRetailerId}`)).toEqual(['Promo recap', 'Shelf audit']);
    expect(await names(owner.token, `?brand_ids=${brand.workspaceBrandId}`)).toEqual(['Shelf audit']);
    expect(await names(owner.token, `?product_ids=${product.workspaceProductId}`)).toEqual(['Shelf audit']);
    expect(await names(owner.token, '?category=Marketing')).toEqual(['Promo recap']);
    expect(await names(owner.token, '?category=')).toHaveLength(4);
    // Combined: every filter must hold.
    expect(await names(owner.token, `?workspace_ids=${ws}&retailer_ids=${retailer.workspaceRetailerId}&category=Marketing`)).toEqual([]);
    expect(await names(owner.token, `?workspace_ids=${ws}&retailer_ids=${other.workspaceRetailerId}&category=Marketing&search=recap`)).toEqual(['Promo recap']);
  });

  it('filters dates on the applicable date, else the creation day (UTC), inclusive', async () => {
    const { owner } = await world();
    expect(await names(owner.token, '?date_from=2024-03-10&date_to=2024-05-20')).toEqual(['Promo recap', 'Shelf audit']);
    expect(await names(owner.token, '?date_to=2024-01-31')).toEqual(['Annual plan']);
    expect(await names(owner.token, '?date_from=2024-05-21')).toEqual(['Juice trend']);
    const backwards = await call(t, owner.token, 'GET', 'insights?date_from=2024-05-01&date_to=2024-04-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ date_to: ['The date_to must be a date after or equal to date_from.'] });
  });

  it('searches name and summary case-insensitively, with LIKE wildcards taken literally', async () => {
    const { owner } = await world();
    expect(await names(owner.token, '?search=SHELF')).toEqual(['Shelf audit']);
    expect(await names(owner.token, `?search=${encodeURIComponent('100%')}`)).toEqual(['Juice trend']);
    expect(await names(owner.token, `?search=${encodeURIComponent('%')}`)).toEqual(['Juice trend']);
    expect(await names(owner.token, '?search=_')).toEqual([]);
  });

  it('answers 422 for malformed filters', async () => {
    const { owner } = await world();
    for (const query of ['category=Nope', 'retailer_ids=abc', 'date_from=2024-02-30x', 'sort=size', 'per_page=500']) {
      expect({ query, status: (await call(t, owner.token, 'GET', `insights?${query}`)).status }).toEqual({ query, status: 422 });
    }
  });
});

describe("a workspace retailer's insights", () => {
  it('lists the insights of one workspace retailer, for readers of that workspace only', async () => {
    const { owner, member, outsider, ws, ws2, retailer, other } = await world();
    const res = await call<Paged<Insight>>(t, member.token, 'GET', `workspaces/${ws}/retailers/${retailer.workspaceRetailerId}/insights`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((i) => i.name)).toEqual(['Shelf audit']);
    expect(res.body.meta.total).toBe(1);
    expect(
      (await call<Paged<Insight>>(t, owner.token, 'GET', `workspaces/${ws}/retailers/${other.workspaceRetailerId}/insights?category=Sales`)).body.data,
    ).toEqual([]);
    // A retailer of another workspace, an unknown one, or an outsider: 404.
    expect((await call(t, owner.token, 'GET', `workspaces/${ws2}/retailers/${retailer.workspaceRetailerId}/insights`)).status).toBe(404);
    expect((await call(t, owner.token, 'GET', `workspaces/${ws}/retailers/99999/insights`)).status).toBe(404);
    expect((await call(t, outsider.token, 'GET', `workspaces/${ws}/retailers/${retailer.workspaceRetailerId}/insights`)).status).toBe(404);
  });
});
