import type { RetailerProduct } from '@/lib/contract/catalogue';
import { retailerProducts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeProduct, makeRetailer, scene, type Paged } from '../../test/retailers-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: RetailerProduct };
const path = (companyId: number, retailerId: number, rest = '') => `companies/${companyId}/retailers/${retailerId}/products${rest}`;

async function setup() {
  const s = await scene(t);
  const shop = await makeRetailer(t, s.acme, 'Shop');
  const widget = await makeProduct(t, s.acme, 'Widget');
  const gadget = await makeProduct(t, s.acme, 'Gadget');
  return { ...s, shop, widget, gadget };
}

describe('retailer products', () => {
  it('needs a token', async () => {
    const { acme, shop } = await setup();
    expect((await call(t, null, 'GET', path(acme, shop))).status).toBe(401);
    expect((await call(t, null, 'POST', path(acme, shop), { product_id: 1 })).status).toBe(401);
  });

  it('lists a product at a retailer, shows, updates and deletes it', async () => {
    const { owner, acme, shop, widget, gadget } = await setup();
    const created = await call<One>(t, owner.token, 'POST', path(acme, shop), {
      product_id: widget,
      retailer_sku: 'W-1',
      price_cents: 1299,
      url: 'https://shop.example/w',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      company_retailer_id: shop,
      product_id: widget,
      product_name: 'Widget',
      retailer_sku: 'W-1',
      price_cents: 1299,
      url: 'https://shop.example/w',
      status: 'listed',
    });
    const id = created.body.data.id;

    const shown = await call<One>(t, owner.token, 'GET', path(acme, shop, `/${id}`));
    expect(shown.body.data).toEqual(created.body.data);
    const updated = await call<One>(t, owner.token, 'PUT', path(acme, shop, `/${id}`), { product_id: gadget, status: 'delisted', price_cents: '', url: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      product_id: gadget,
      product_name: 'Gadget',
      status: 'delisted',
      price_cents: null,
      url: null,
      retailer_sku: 'W-1',
    });

    const retailer = await call<{ data: { products_count: number } }>(t, owner.token, 'GET', `companies/${acme}/retailers/${shop}`);
    expect(retailer.body.data.products_count).toBe(1);
    const deleted = await call<{ message: string }>(t, owner.token, 'DELETE', path(acme, shop, `/${id}`));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Retailer product has been deleted.');
    expect(await t.deps.db.select().from(retailerProducts)).toEqual([]);
  });

  it('pages, searches and sorts by product name, and filters by status', async () => {
    const { owner, acme, shop, widget, gadget } = await setup();
    const gizmo = await makeProduct(t, acme, 'Gizmo');
    await t.deps.db.insert(retailerProducts).values([
      { companyRetailerId: shop, productId: widget, createdAt: new Date('2024-01-01') },
      { companyRetailerId: shop, productId: gadget, status: 'pending', createdAt: new Date('2024-01-03') },
      { companyRetailerId: shop, productId: gizmo, createdAt: new Date('2024-01-02') },
    ]);
    const names = async (q: string) => (await call<Paged<RetailerProduct>>(t, owner.token, 'GET', path(acme, shop, q))).body.data.map((r) => r.product_name);
    const page = await call<Paged<RetailerProduct>>(t, owner.token, 'GET', path(acme, shop, '?per_page=2'));
    expect(page.body.data.map((r) => r.product_name)).toEqual(['Gadget', 'Gizmo']);
    expect(page.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(await names('?sort=-name')).toEqual(['Widget', 'Gizmo', 'Gadget']);
    expect(await names('?sort=-created_at')).toEqual(['Gadget', 'Gizmo', 'Widget']);
    expect(await names('?search=g')).toEqual(['Gadget', 'Gizmo', 'Widget']);
    expect(await names('?search=giz')).toEqual(['Gizmo']);
    expect(await names('?status=pending')).toEqual(['Gadget']);
    expect((await call(t, owner.token, 'GET', path(acme, shop, '?status=gone'))).status).toBe(422);
  });

  it('answers 422 for a missing product, another company’s product, a product listed twice and a bad url', async () => {
    const { owner, acme, other, shop, widget, gadget } = await setup();
    const theirs = await makeProduct(t, other, 'Theirs');
    const missing = await call(t, owner.token, 'POST', path(acme, shop), {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.product_id).toBeDefined();
    const foreign = await call(t, owner.token, 'POST', path(acme, shop), { product_id: theirs });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.product_id).toEqual(['The selected product is invalid.']);
    const huge = await call(t, owner.token, 'POST', path(acme, shop), { product_id: 99999999999 });
    expect(huge.status).toBe(422);
    const badUrl = await call(t, owner.token, 'POST', path(acme, shop), { product_id: widget, url: 'nope', price_cents: -1, status: 'sold' });
    expect(badUrl.status).toBe(422);
    expect(Object.keys(badUrl.body.errors).sort()).toEqual(['price_cents', 'status', 'url']);

    expect((await call(t, owner.token, 'POST', path(acme, shop), { product_id: widget })).status).toBe(201);
    const twice = await call(t, owner.token, 'POST', path(acme, shop), { product_id: widget });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.product_id).toEqual(['This product is already listed at this retailer.']);
    const second = await call<One>(t, owner.token, 'POST', path(acme, shop), { product_id: gadget });
    const clash = await call(t, owner.token, 'PUT', path(acme, shop, `/${second.body.data.id}`), { product_id: widget });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.product_id).toEqual(['This product is already listed at this retailer.']);
    const foreignUpdate = await call(t, owner.token, 'PUT', path(acme, shop, `/${second.body.data.id}`), { product_id: theirs });
    expect(foreignUpdate.status).toBe(422);
  });

  it('answers 403 to members writing, and lets them read', async () => {
    const { member, acme, shop, widget } = await setup();
    const [row] = await t.deps.db.insert(retailerProducts).values({ companyRetailerId: shop, productId: widget }).returning();
    expect((await call(t, member.token, 'GET', path(acme, shop))).status).toBe(200);
    expect((await call(t, member.token, 'GET', path(acme, shop, `/${row.id}`))).status).toBe(200);
    expect((await call(t, member.token, 'POST', path(acme, shop), { product_id: widget })).status).toBe(403);
    expect((await call(t, member.token, 'PUT', path(acme, shop, `/${row.id}`), { status: 'pending' })).status).toBe(403);
    expect((await call(t, member.token, 'DELETE', path(acme, shop, `/${row.id}`))).status).toBe(403);
  });

  it('answers 404 to outsiders, for another company’s retailer, and for another retailer’s listing', async () => {
    const { owner, outsider, acme, other, shop, widget } = await setup();
    const theirShop = await makeRetailer(t, other, 'Their shop');
    const otherShop = await makeRetailer(t, acme, 'Second shop');
    const [row] = await t.deps.db.insert(retailerProducts).values({ companyRetailerId: shop, productId: widget }).returning();
    expect((await call(t, outsider.token, 'GET', path(acme, shop))).status).toBe(404);
    expect((await call(t, outsider.token, 'DELETE', path(acme, shop, `/${row.id}`))).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(acme, theirShop))).status).toBe(404);
    expect((await call(t, owner.token, 'POST', path(acme, theirShop), { product_id: widget })).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(acme, otherShop, `/${row.id}`))).status).toBe(404);
    expect((await call(t, owner.token, 'PUT', path(acme, otherShop, `/${row.id}`), { status: 'pending' })).status).toBe(404);
    expect((await call(t, owner.token, 'DELETE', path(acme, otherShop, `/${row.id}`))).status).toBe(404);
  });
});
