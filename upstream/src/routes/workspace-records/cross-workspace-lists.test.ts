import { eq } from 'drizzle-orm';
import type { WorkspaceBrand, WorkspaceProduct, WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { products, retailerProducts, workspaceRetailers, workspaces } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeWorkspaceBrand, makeWorkspaceProduct, makeWorkspaceRetailer } from '../../test/content-fixtures';
import { call, scene, type Paged } from '../../test/workspace-records-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Retailers in Alpha (ws), Beta (ws2) and the outsider's workspace, added on different days. */
async function spread() {
  const s = await scene(t);
  const at = async (workspaceId: number, companyId: number, name: string, day: string) => {
    const r = await makeWorkspaceRetailer(t, { workspaceId, companyId, name });
    await t.deps.db
      .update(workspaceRetailers)
      .set({ createdAt: new Date(`${day}T12:00:00Z`) })
      .where(eq(workspaceRetailers.id, r.workspaceRetailerId));
    return r;
  };
  const target = await at(s.ws, s.acme, 'Target', '2024-01-10');
  const walmart = await at(s.ws, s.acme, 'Walmart', '2024-02-20');
  const costco = await at(s.ws2, s.acme, 'Costco', '2024-03-30');
  const hidden = await at(s.wsOut, s.other, 'Hidden', '2024-02-01');
  return { ...s, target, walmart, costco, hidden };
}

const names = (body: Paged<{ name: string }>) => body.data.map((r) => r.name);

describe('GET workspaces/retailers', () => {
  it('needs a token', async () => {
    expect((await call(t, null, 'GET', 'workspaces/retailers')).status).toBe(401);
    expect((await call(t, null, 'GET', 'workspaces/brands')).status).toBe(401);
    expect((await call(t, null, 'GET', 'workspaces/products')).status).toBe(401);
    expect((await call(t, null, 'GET', 'workspaces/dates')).status).toBe(401);
  });

  it('covers every visible workspace by default, newest first, and never another team’s workspace', async () => {
    const { owner, outsider, guest } = await spread();
    const mine = await call<Paged<WorkspaceRetailer>>(t, owner.token, 'GET', 'workspaces/retailers');
    expect(mine.status).toBe(200);
    expect(names(mine.body)).toEqual(['Costco', 'Walmart', 'Target']);
    expect(mine.body.data.map((r) => r.workspace_name)).toEqual(['Beta', 'Alpha', 'Alpha']);
    expect(mine.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 3 });
    expect(names((await call<Paged<WorkspaceRetailer>>(t, outsider.token, 'GET', 'workspaces/retailers')).body)).toEqual(['Hidden']);
    // The guest team is attached to Alpha only.
    expect(names((await call<Paged<WorkspaceRetailer>>(t, guest.token, 'GET', 'workspaces/retailers')).body)).toEqual(['Walmart', 'Target']);
  });

  it('honours workspace_ids and silently drops workspaces the caller cannot see', async () => {
    const { owner, ws, ws2, wsOut } = await spread();
    const list = async (q: string) => names((await call<Paged<WorkspaceRetailer>>(t, owner.token, 'GET', `workspaces/retailers${q}`)).body);
    expect(await list(`?workspace_ids=${ws2}`)).toEqual(['Costco']);
    expect(await list(`?workspace_ids=${ws},${wsOut}`)).toEqual(['Walmart', 'Target']);
    expect(await list(`?workspace_ids=${wsOut}`)).toEqual([]);
    expect(await list(`?workspace_ids=${ws2}&workspace_ids=${wsOut}`)).toEqual(['Costco']);
    // A workspace that is no longer approved drops out of the default scope.
    await t.deps.db.update(workspaces).set({ approvalStatus: 'disapproved' }).where(eq(workspaces.id, ws2));
    expect(await list('')).toEqual(['Walmart', 'Target']);
  });

  it('filters by retailer_ids, inclusive day range, search, carried brands and products; sorts and pages', async () => {
    const { owner, ws, acme, target, walmart, costco } = await spread();
    const list = async (q: string) => (await call<Paged<WorkspaceRetailer>>(t, owner.token, 'GET', `workspaces/retailers${q}`)).body;
    expect(names(await list(`?retailer_ids=${target.workspaceRetailerId},${costco.workspaceRetailerId}`))).toEqual(['Costco', 'Target']);
    expect(names(await list('?date_from=2024-01-10&date_to=2024-02-20'))).toEqual(['Walmart', 'Target']);
    expect(names(await list('?date_from=2024-01-11'))).toEqual(['Costco', 'Walmart']);
    expect(names(await list('?date_to=2024-01-10'))).toEqual(['Target']);
    expect(names(await list('?search=mart'))).toEqual(['Walmart']);
    expect(names(await list('?sort=name'))).toEqual(['Costco', 'Target', 'Walmart']);
    expect(names(await list('?sort=created_at'))).toEqual(['Target', 'Walmart', 'Costco']);
    const page2 = await list('?sort=name&per_page=2&page=2');
    expect(names(page2)).toEqual(['Walmart']);
    expect(page2.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });

    // Walmart lists a product of brand Fizz: the brand and product filters find retailers carrying them.
    const { brandId, workspaceBrandId } = await makeWorkspaceBrand(t, { workspaceId: ws, companyId: acme, name: 'Fizz' });
    const { productId, workspaceProductId } = await makeWorkspaceProduct(t, { workspaceId: ws, companyId: acme, brandId });
    const [unlisted] = await t.deps.db.insert(products).values({ companyId: acme, name: 'Unlisted' }).returning({ id: products.id });
    await t.deps.db.insert(retailerProducts).values([
      { companyRetailerId: walmart.companyRetailerId, productId },
      { companyRetailerId: target.companyRetailerId, productId: unlisted.id },
    ]);
    expect(names(await list(`?product_ids=${workspaceProductId}`))).toEqual(['Walmart']);
    expect(names(await list(`?brand_ids=${workspaceBrandId}`))).toEqual(['Walmart']);
    expect(names(await list(`?brand_ids=${workspaceBrandId}&date_to=2024-01-31`))).toEqual([]);
    // An empty filter means "all".
    expect(names(await list('?retailer_ids=&brand_ids='))).toHaveLength(3);
  });

  it('answers 422 for a reversed date range', async () => {
    const { owner } = await scene(t);
    const res = await call(t, owner.token, 'GET', 'workspaces/retailers?date_from=2024-02-01&date_to=2024-01-01');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ date_to: ['The date_to must be a date after or equal to date_from.'] });
  });
});

describe('GET workspaces/brands and workspaces/products', () => {
  it('list across visible workspaces with workspace_ids, brand_ids, product_ids and search', async () => {
    const { owner, outsider, ws, ws2, wsOut, acme, other } = await scene(t);
    const fizz = await makeWorkspaceBrand(t, { workspaceId: ws, companyId: acme, name: 'Fizz' });
    await makeWorkspaceBrand(t, { workspaceId: ws2, companyId: acme, name: 'Buzz' });
    await makeWorkspaceBrand(t, { workspaceId: wsOut, companyId: other, name: 'Secret' });
    const widget = await makeWorkspaceProduct(t, { workspaceId: ws, companyId: acme, name: 'Widget', brandId: fizz.brandId });
    await makeWorkspaceProduct(t, { workspaceId: ws2, companyId: acme, name: 'Gadget' });
    await makeWorkspaceProduct(t, { workspaceId: wsOut, companyId: other, name: 'Classified' });

    const brandsOf = async (token: string, q = '') => names((await call<Paged<WorkspaceBrand>>(t, token, 'GET', `workspaces/brands${q}`)).body);
    const productsOf = async (token: string, q = '') => names((await call<Paged<WorkspaceProduct>>(t, token, 'GET', `workspaces/products${q}`)).body);
    expect(await brandsOf(owner.token, '?sort=name')).toEqual(['Buzz', 'Fizz']);
    expect(await brandsOf(owner.token, `?workspace_ids=${ws2},${wsOut}`)).toEqual(['Buzz']);
    expect(await brandsOf(owner.token, `?brand_ids=${fizz.workspaceBrandId}`)).toEqual(['Fizz']);
    expect(await brandsOf(owner.token, '?search=uz')).toEqual(['Buzz']);
    expect(await brandsOf(outsider.token)).toEqual(['Secret']);
    expect(await productsOf(owner.token, '?sort=name')).toEqual(['Gadget', 'Widget']);
    expect(await productsOf(owner.token, `?workspace_ids=${ws}`)).toEqual(['Widget']);
    expect(await productsOf(owner.token, `?product_ids=${widget.workspaceProductId}`)).toEqual(['Widget']);
    expect(await productsOf(owner.token, `?brand_ids=${fizz.workspaceBrandId}`)).toEqual(['Widget']);
    expect(await productsOf(outsider.token)).toEqual(['Classified']);
  });
});
