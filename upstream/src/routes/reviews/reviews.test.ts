import type { Review } from '@/lib/contract/relations';
import { reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, formOf, makeProduct, makeRetailer, scene, type Paged } from '../../test/retailers-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: Review };
const path = (companyId: number, rest = '') => `companies/${companyId}/reviews${rest}`;

async function makeReview(companyId: number, rating: number, fields: Partial<typeof reviews.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(reviews)
    .values({ companyId, rating, ...fields })
    .returning({ id: reviews.id });
  return row.id;
}

describe('company reviews', () => {
  it('needs a token', async () => {
    const { acme } = await scene(t);
    expect((await call(t, null, 'GET', path(acme))).status).toBe(401);
    expect((await call(t, null, 'POST', path(acme), { rating: 5 })).status).toBe(401);
  });

  it('creates (JSON or form), shows, updates and deletes a review of a product at a retailer', async () => {
    const { owner, acme } = await scene(t);
    const widget = await makeProduct(t, acme, 'Widget');
    const shop = await makeRetailer(t, acme, 'Shop');
    const created = await call<One>(t, owner.token, 'POST', path(acme), {
      rating: 4,
      title: 'Solid',
      body: 'Works well.',
      author: 'Pat',
      reviewed_at: '2024-02-29',
      product_id: widget,
      company_retailer_id: shop,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      company_id: acme,
      rating: 4,
      title: 'Solid',
      body: 'Works well.',
      author: 'Pat',
      reviewed_at: '2024-02-29',
      product_id: widget,
      product_name: 'Widget',
      company_retailer_id: shop,
      company_retailer_name: 'Shop',
    });
    const id = created.body.data.id;
    expect((await call<One>(t, owner.token, 'GET', path(acme, `/${id}`))).body.data).toEqual(created.body.data);

    const updated = await call<One>(t, owner.token, 'PUT', path(acme, `/${id}`), { rating: '2', reviewed_at: null, company_retailer_id: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ rating: 2, title: 'Solid', reviewed_at: null, company_retailer_id: null, product_id: widget });

    const viaForm = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme),
      formOf([
        ['rating', '5'],
        ['product_id', String(widget)],
      ]),
    );
    expect(viaForm.status).toBe(201);
    expect(viaForm.body.data).toMatchObject({ rating: 5, title: null, company_retailer_id: null });

    const deleted = await call<{ message: string }>(t, owner.token, 'DELETE', path(acme, `/${id}`));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Review has been deleted.');
    expect((await call(t, owner.token, 'GET', path(acme, `/${id}`))).status).toBe(404);
  });

  it('pages (newest first), sorts by rating or title, searches and filters by product and retailer', async () => {
    const { owner, acme, other } = await scene(t);
    const widget = await makeProduct(t, acme, 'Widget');
    const shop = await makeRetailer(t, acme, 'Shop');
    await makeReview(acme, 3, { title: 'Okay', productId: widget, createdAt: new Date('2024-01-01') });
    await makeReview(acme, 5, { title: 'Great', author: 'Sam', companyRetailerId: shop, createdAt: new Date('2024-01-03') });
    await makeReview(acme, 1, { title: 'Bad', productId: widget, companyRetailerId: shop, createdAt: new Date('2024-01-02') });
    await makeReview(other, 5, { title: 'Elsewhere' });
    const titles = async (q: string) => (await call<Paged<Review>>(t, owner.token, 'GET', path(acme, q))).body.data.map((r) => r.title);

    const page = await call<Paged<Review>>(t, owner.token, 'GET', path(acme, '?per_page=2'));
    expect(page.body.data.map((r) => r.title)).toEqual(['Great', 'Bad']);
    expect(page.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(await titles('?sort=-rating')).toEqual(['Great', 'Okay', 'Bad']);
    expect(await titles('?sort=name')).toEqual(['Bad', 'Great', 'Okay']);
    expect(await titles('?search=sam')).toEqual(['Great']);
    expect(await titles(`?product_id=${widget}`)).toEqual(['Bad', 'Okay']);
    expect(await titles(`?company_retailer_id=${shop}&product_id=${widget}`)).toEqual(['Bad']);
  });

  it('answers 422 with field errors (rating 1–5, date, another company’s product or retailer)', async () => {
    const { owner, acme, other } = await scene(t);
    const theirProduct = await makeProduct(t, other, 'Theirs');
    const theirShop = await makeRetailer(t, other, 'Their shop');
    const id = await makeReview(acme, 3);
    const missing = await call(t, owner.token, 'POST', path(acme), {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.rating).toBeDefined();
    for (const rating of [0, 6, 'five', 4.5]) {
      const res = await call(t, owner.token, 'POST', path(acme), { rating });
      expect(res.status).toBe(422);
      expect(res.body.errors.rating).toBeDefined();
    }
    for (const reviewed_at of ['2023-02-29', 'yesterday', '0000-01-01']) {
      const res = await call(t, owner.token, 'POST', path(acme), { rating: 3, reviewed_at });
      expect(res.status).toBe(422);
      expect(res.body.errors.reviewed_at).toBeDefined();
    }
    const foreign = await call(t, owner.token, 'POST', path(acme), { rating: 3, product_id: theirProduct, company_retailer_id: theirShop });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ product_id: ['The selected product is invalid.'], company_retailer_id: ['The selected retailer is invalid.'] });
    expect((await call(t, owner.token, 'PUT', path(acme, `/${id}`), { rating: null })).status).toBe(422);
    expect((await call(t, owner.token, 'PUT', path(acme, `/${id}`), { product_id: theirProduct })).status).toBe(422);
  });

  it('lets members read but not write (403)', async () => {
    const { member, acme } = await scene(t);
    const id = await makeReview(acme, 4);
    expect((await call(t, member.token, 'GET', path(acme))).status).toBe(200);
    expect((await call(t, member.token, 'GET', path(acme, `/${id}`))).status).toBe(200);
    expect((await call(t, member.token, 'POST', path(acme), { rating: 5 })).status).toBe(403);
    expect((await call(t, member.token, 'PUT', path(acme, `/${id}`), { rating: 5 })).status).toBe(403);
    expect((await call(t, member.token, 'DELETE', path(acme, `/${id}`))).status).toBe(403);
  });

  it('answers 404 to outsiders and for another company’s review under this path', async () => {
    const { owner, outsider, acme, other } = await scene(t);
    const mine = await makeReview(acme, 4);
    const theirs = await makeReview(other, 2);
    expect((await call(t, outsider.token, 'GET', path(acme))).status).toBe(404);
    expect((await call(t, outsider.token, 'GET', path(acme, `/${mine}`))).status).toBe(404);
    expect((await call(t, outsider.token, 'POST', path(acme), { rating: 5 })).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(acme, `/${theirs}`))).status).toBe(404);
    expect((await call(t, owner.token, 'PUT', path(acme, `/${theirs}`), { rating: 5 })).status).toBe(404);
    expect((await call(t, owner.token, 'DELETE', path(acme, `/${theirs}`))).status).toBe(404);
  });
});
