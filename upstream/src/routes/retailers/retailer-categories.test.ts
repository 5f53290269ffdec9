import { eq } from 'drizzle-orm';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import { companyRetailers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeCategory, makeRetailer, scene, type Paged } from '../../test/retailers-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const path = (companyId: number, rest = '') => `companies/${companyId}/retailers/categories${rest}`;

describe('retailer categories', () => {
  it('needs a token', async () => {
    const { acme } = await scene(t);
    expect((await call(t, null, 'GET', path(acme))).status).toBe(401);
    expect((await call(t, null, 'POST', path(acme), { name: 'X' })).status).toBe(401);
  });

  it('lets an admin create, rename and list categories with retailers_count, paged, searched and sorted', async () => {
    const { owner, acme } = await scene(t);
    const created = await call<{ data: RetailerCategory }>(t, owner.token, 'POST', path(acme), { name: ' Grocery ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: expect.any(Number), name: 'Grocery', retailers_count: 0 });
    const pharmacy = await makeCategory(t, acme, 'Pharmacy');
    await makeRetailer(t, acme, 'A', { categoryId: pharmacy });
    await makeRetailer(t, acme, 'B', { categoryId: pharmacy });

    const list = await call<Paged<RetailerCategory>>(t, owner.token, 'GET', path(acme));
    expect(list.status).toBe(200);
    expect(list.body.data.map((c) => [c.name, c.retailers_count])).toEqual([
      ['Grocery', 0],
      ['Pharmacy', 2],
    ]);
    expect(list.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });

    const sorted = await call<Paged<RetailerCategory>>(t, owner.token, 'GET', path(acme, '?sort=-name&per_page=1&page=2'));
    expect(sorted.body.data.map((c) => c.name)).toEqual(['Grocery']);
    expect(sorted.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    const searched = await call<Paged<RetailerCategory>>(t, owner.token, 'GET', path(acme, '?search=harm'));
    expect(searched.body.data.map((c) => c.name)).toEqual(['Pharmacy']);

    const renamed = await call<{ data: RetailerCategory }>(t, owner.token, 'PUT', path(acme, `/${pharmacy}`), { name: 'Drugstores' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ id: pharmacy, name: 'Drugstores', retailers_count: 2 });
  });

  it('answers 422 for a missing name, a name in use (ignoring case) and a bad sort', async () => {
    const { owner, acme, other } = await scene(t);
    await makeCategory(t, acme, 'Grocery');
    const pharmacy = await makeCategory(t, acme, 'Pharmacy');
    await makeCategory(t, other, 'Online');

    const missing = await call(t, owner.token, 'POST', path(acme), {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name).toEqual(['The name field is required.']);
    const taken = await call(t, owner.token, 'POST', path(acme), { name: 'grocery' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.name).toEqual(['A category with this name already exists.']);
    const renamed = await call(t, owner.token, 'PUT', path(acme, `/${pharmacy}`), { name: 'GROCERY' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.name).toBeDefined();
    // Another company's name is free here, and keeping one's own name is no clash.
    expect((await call(t, owner.token, 'POST', path(acme), { name: 'Online' })).status).toBe(201);
    expect((await call(t, owner.token, 'PUT', path(acme, `/${pharmacy}`), { name: 'pharmacy' })).status).toBe(200);
    const badSort = await call(t, owner.token, 'GET', path(acme, '?sort=size'));
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors.sort).toBeDefined();
  });

  it('lets members read but not write (403)', async () => {
    const { member, acme } = await scene(t);
    const id = await makeCategory(t, acme);
    expect((await call(t, member.token, 'GET', path(acme))).status).toBe(200);
    expect((await call(t, member.token, 'POST', path(acme), { name: 'New' })).status).toBe(403);
    expect((await call(t, member.token, 'PUT', path(acme, `/${id}`), { name: 'New' })).status).toBe(403);
    expect((await call(t, member.token, 'DELETE', path(acme, `/${id}`))).status).toBe(403);
  });

  it('answers 404 to outsiders and for another company’s category under this path', async () => {
    const { owner, outsider, acme, other } = await scene(t);
    const mine = await makeCategory(t, acme);
    const theirs = await makeCategory(t, other, 'Theirs');
    expect((await call(t, outsider.token, 'GET', path(acme))).status).toBe(404);
    expect((await call(t, outsider.token, 'POST', path(acme), { name: 'X' })).status).toBe(404);
    expect((await call(t, outsider.token, 'DELETE', path(acme, `/${mine}`))).status).toBe(404);
    expect((await call(t, owner.token, 'PUT', path(acme, `/${theirs}`), { name: 'Mine now' })).status).toBe(404);
    expect((await call(t, owner.token, 'DELETE', path(acme, `/${theirs}`))).status).toBe(404);
    expect((await call(t, owner.token, 'DELETE', path(acme, '/99999999999'))).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(999))).status).toBe(404);
  });

  it('deletes a category and leaves its retailers uncategorised', async () => {
    const { owner, acme } = await scene(t);
    const id = await makeCategory(t, acme);
    const retailer = await makeRetailer(t, acme, 'Shop', { categoryId: id });
    const res = await call<{ message: string }>(t, owner.token, 'DELETE', path(acme, `/${id}`));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Category has been deleted.');
    const [row] = await t.deps.db.select().from(companyRetailers).where(eq(companyRetailers.id, retailer));
    expect(row.categoryId).toBeNull();
    expect((await call<Paged<RetailerCategory>>(t, owner.token, 'GET', path(acme))).body.data).toEqual([]);
  });
});
