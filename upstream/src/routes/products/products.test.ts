import type { Brand, Product } from '@/lib/contract/catalogue';
import { productImages, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, form, scene } from '../../test/companies-kit';
import type { Paged } from '../../test/companies-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function addBrand(token: string, companyId: number, name: string): Promise<Brand> {
  return (await call<{ data: Brand }>(t, token, 'POST', `companies/${companyId}/brands`, form({ name }))).body.data;
}
async function addProduct(token: string, companyId: number, body: Record<string, unknown>) {
  return call<{ data: Product }>(t, token, 'POST', `companies/${companyId}/products`, body);
}

describe('POST companies/{id}/products', () => {
  it('creates a product of one of the company’s brands (JSON)', async () => {
    const s = await scene(t);
    const brand = await addBrand(s.owner.token, s.acme.id, 'Sunny');
    const res = await addProduct(s.owner.token, s.acme.id, {
      name: 'Oats 1kg',
      brand_id: brand.id,
      description: 'Rolled',
      sku: 'OAT-1',
      upc: '012345678905',
      category: 'Cereal',
      msrp_cents: 499,
      map_cents: 449,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      company_id: s.acme.id,
      brand_id: brand.id,
      brand_name: 'Sunny',
      name: 'Oats 1kg',
      description: 'Rolled',
      sku: 'OAT-1',
      upc: '012345678905',
      category: 'Cereal',
      msrp_cents: 499,
      map_cents: 449,
      images: [],
    });
    const bare = await addProduct(s.owner.token, s.acme.id, { name: 'Plain', brand_id: null, description: null });
    expect(bare.body.data).toMatchObject({ brand_id: null, brand_name: null, description: null, msrp_cents: null, map_cents: null });
  });

  it('answers 422 with field errors, and for a brand of another company', async () => {
    const s = await scene(t);
    const res = await addProduct(s.owner.token, s.acme.id, { name: '', upc: '12ab', msrp_cents: -1, map_cents: -1 });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as unknown as { errors: object }).errors).sort()).toEqual(['map_cents', 'msrp_cents', 'name', 'upc']);
    const foreign = await addBrand(s.outsider.token, s.other.id, 'Theirs');
    const cross = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/products`, { name: 'P', brand_id: foreign.id });
    expect(cross.status).toBe(422);
    expect(cross.body.errors.brand_id).toEqual(['The selected brand is invalid.']);
    const huge = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/products`, { name: 'P', brand_id: 99999999999 });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.brand_id).toHaveLength(1);
    const notJson = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/products`, ['P']);
    expect(notJson.status).toBe(422);
    expect(await t.deps.db.select().from(products)).toEqual([]);
  });

  it('is for admins: 401, 403 for members, 404 for outsiders', async () => {
    const s = await scene(t);
    expect((await addProduct('', s.acme.id, { name: 'P' })).status).toBe(401);
    expect((await addProduct(s.member.token, s.acme.id, { name: 'P' })).status).toBe(403);
    expect((await addProduct(s.outsider.token, s.acme.id, { name: '' })).status).toBe(404);
  });
});

describe('GET companies/{id}/products', () => {
  it('pages, sorts, searches and filters by brand, with brand names and images', async () => {
    const s = await scene(t);
    const sunny = await addBrand(s.owner.token, s.acme.id, 'Sunny');
    const moon = await addBrand(s.owner.token, s.acme.id, 'Moon');
    for (const [name, brand] of [
      ['Oats', sunny],
      ['Bran', moon],
      ['Muesli', sunny],
      ['Granola', null],
    ] as const) {
      await addProduct(s.owner.token, s.acme.id, { name, brand_id: brand?.id ?? null });
    }
    await addProduct(s.outsider.token, s.other.id, { name: 'Oats elsewhere' });
    const [oats] = (await call<Paged<Product>>(t, s.owner.token, 'GET', `companies/${s.acme.id}/products?search=oats`)).body.data;
    await t.deps.db.insert(productImages).values([
      { productId: oats.id, image: 'b.png', position: 1 },
      { productId: oats.id, image: 'a.png', position: 0 },
    ]);

    const list = await call<Paged<Product>>(t, s.member.token, 'GET', `companies/${s.acme.id}/products`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((p) => [p.name, p.brand_name])).toEqual([
      ['Bran', 'Moon'],
      ['Granola', null],
      ['Muesli', 'Sunny'],
      ['Oats', 'Sunny'],
    ]);
    expect(list.body.data[3].images.map((i) => [i.image, i.position])).toEqual([
      ['/api/uploads/a.png', 0],
      ['/api/uploads/b.png', 1],
    ]);
    expect(list.body.meta.total).toBe(4);

    const byBrand = await call<Paged<Product>>(t, s.owner.token, 'GET', `companies/${s.acme.id}/products?brand_id=${sunny.id}&sort=-name`);
    expect(byBrand.body.data.map((p) => p.name)).toEqual(['Oats', 'Muesli']);
    const paged = await call<Paged<Product>>(t, s.owner.token, 'GET', `companies/${s.acme.id}/products?per_page=3&page=2&sort=created_at`);
    expect(paged.body.data.map((p) => p.name)).toEqual(['Granola']);
    expect(paged.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });

    expect((await call(t, s.outsider.token, 'GET', `companies/${s.acme.id}/products`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `companies/${s.acme.id}/products?brand_id=x`)).status).toBe(422);
  });
});

describe('products/{productId}', () => {
  it('reads, updates (only fields sent; null and empty clear) and deletes', async () => {
    const s = await scene(t);
    const brand = await addBrand(s.owner.token, s.acme.id, 'Sunny');
    const product = (await addProduct(s.owner.token, s.acme.id, { name: 'Oats', brand_id: brand.id, sku: 'S1', upc: '12345678', msrp_cents: 100 })).body.data;
    expect((await call<{ data: Product }>(t, s.member.token, 'GET', `companies/${s.acme.id}/products/${product.id}`)).body.data.name).toBe('Oats');

    const res = await call<{ data: Product }>(t, s.owner.token, 'PUT', `companies/${s.acme.id}/products/${product.id}`, {
      description: 'New',
      sku: null,
      upc: '',
      brand_id: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Oats', description: 'New', sku: null, upc: null, brand_id: null, brand_name: null, msrp_cents: 100 });
    const bad = await call(t, s.owner.token, 'PUT', `companies/${s.acme.id}/products/${product.id}`, { name: '', msrp_cents: 'cheap' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['msrp_cents', 'name']);

    const del = await call<{ message: string }>(t, s.owner.token, 'DELETE', `companies/${s.acme.id}/products/${product.id}`);
    expect(del).toEqual({ status: 200, body: { message: 'Product has been deleted.' } });
    expect((await call(t, s.owner.token, 'GET', `companies/${s.acme.id}/products/${product.id}`)).status).toBe(404);
  });

  it('answers 404 for a product of another company under this path, 403 for members writing', async () => {
    const s = await scene(t);
    const mine = (await addProduct(s.owner.token, s.acme.id, { name: 'Mine' })).body.data;
    const theirs = (await addProduct(s.outsider.token, s.other.id, { name: 'Theirs' })).body.data;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'X' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(t, s.owner.token, method, `companies/${s.acme.id}/products/${theirs.id}`, body)).status).toBe(404);
      expect((await call(t, s.outsider.token, method, `companies/${s.acme.id}/products/${mine.id}`, body)).status).toBe(404);
    }
    expect((await call(t, s.member.token, 'PUT', `companies/${s.acme.id}/products/${mine.id}`, { name: 'X' })).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', `companies/${s.acme.id}/products/${mine.id}`)).status).toBe(403);
    const foreignBrand = await addBrand(s.outsider.token, s.other.id, 'Theirs');
    const cross = await call(t, s.owner.token, 'PUT', `companies/${s.acme.id}/products/${mine.id}`, { brand_id: foreignBrand.id });
    expect(cross.body.errors.brand_id).toEqual(['The selected brand is invalid.']);
  });
});
