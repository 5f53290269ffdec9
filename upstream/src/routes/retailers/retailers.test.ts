import { eq } from 'drizzle-orm';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { companyAssignees, contacts, retailerProducts, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, formOf, makeCategory, makeDirectoryRetailer, makeProduct, makeRetailer, png, scene, type Paged } from '../../test/retailers-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: CompanyRetailer & { company_name: string } };
const path = (companyId: number, rest = '') => `companies/${companyId}/retailers${rest}`;

describe('company retailers: create and read', () => {
  it('needs a token', async () => {
    const { acme } = await scene(t);
    expect((await call(t, null, 'GET', path(acme))).status).toBe(401);
    expect((await call(t, null, 'POST', path(acme), { name: 'X' })).status).toBe(401);
    expect((await call(t, null, 'GET', path(acme, '/1'))).status).toBe(401);
  });

  it('creates a retailer from a multipart form with an image, a category, a directory link and comma-separated locations', async () => {
    const { owner, acme } = await scene(t);
    const category = await makeCategory(t, acme, 'Grocery');
    const entry = await makeDirectoryRetailer(t, 'Target');
    const res = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme),
      formOf([
        ['name', 'Target Midwest'],
        ['website', 'https://target.example'],
        ['description', 'Big boxes'],
        ['locations', 'Chicago, Detroit ,, Milwaukee'],
        ['category_id', String(category)],
        ['directory_retailer_id', String(entry)],
        ['image', png()],
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      company_id: acme,
      company_name: 'Acme',
      name: 'Target Midwest',
      website: 'https://target.example',
      description: 'Big boxes',
      locations: ['Chicago', 'Detroit', 'Milwaukee'],
      category_id: category,
      category_name: 'Grocery',
      directory_retailer_id: entry,
      products_count: 0,
      contacts_count: 0,
    });
    expect(res.body.data.image).toMatch(/^\/api\/uploads\/.+\.png$/);
    const image = await t.app.request(res.body.data.image as string);
    expect(image.status).toBe(200);

    const shown = await call<One>(t, owner.token, 'GET', path(acme, `/${res.body.data.id}`));
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(res.body.data);
  });

  it('takes locations as locations[] fields and as a JSON array, and stores them as a list (round trip)', async () => {
    const { owner, acme } = await scene(t);
    const viaList = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme),
      formOf([
        ['name', 'A'],
        ['locations[]', 'Paris, France'],
        ['locations[]', 'Lyon'],
      ]),
    );
    expect(viaList.status).toBe(201);
    // A `locations[]` item is one location even when it holds a comma.
    expect(viaList.body.data.locations).toEqual(['Paris, France', 'Lyon']);
    const viaJson = await call<One>(t, owner.token, 'POST', path(acme), { name: 'B', locations: ['Oslo', ' Bergen '] });
    expect(viaJson.status).toBe(201);
    expect(viaJson.body.data.locations).toEqual(['Oslo', 'Bergen']);
    const viaText = await call<One>(t, owner.token, 'POST', path(acme), { name: 'C', locations: 'Rome, Milan' });
    expect(viaText.body.data.locations).toEqual(['Rome', 'Milan']);
    const none = await call<One>(t, owner.token, 'POST', path(acme), { name: 'D' });
    expect(none.body.data.locations).toEqual([]);

    const list = await call<Paged<CompanyRetailer>>(t, owner.token, 'GET', path(acme));
    expect(list.body.data.map((r) => r.locations)).toEqual([['Paris, France', 'Lyon'], ['Oslo', 'Bergen'], ['Rome', 'Milan'], []]);
  });

  it('answers 422 with field errors and stores no image when the fields are wrong', async () => {
    const { owner, acme, other } = await scene(t);
    const theirCategory = await makeCategory(t, other, 'Theirs');
    const bad = await call(
      t,
      owner.token,
      'POST',
      path(acme),
      formOf([
        ['website', 'not a url'],
        ['image', png()],
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual(['The name field is required.']);
    expect(bad.body.errors.website).toContain('The website must be a valid URL.');
    expect(await t.deps.db.select().from(uploads)).toEqual([]);

    const links = await call(t, owner.token, 'POST', path(acme), { name: 'X', category_id: theirCategory, directory_retailer_id: 424242 });
    expect(links.status).toBe(422);
    expect(links.body.errors).toEqual({
      category_id: ['The selected category is invalid.'],
      directory_retailer_id: ['The selected directory retailer is invalid.'],
    });
    const huge = await call(t, owner.token, 'POST', path(acme), { name: 'X', category_id: '99999999999' });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.category_id).toBeDefined();

    const notImage = await call(
      t,
      owner.token,
      'POST',
      path(acme),
      formOf([
        ['name', 'X'],
        ['image', new Blob(['hello'], { type: 'image/png' })],
      ]),
    );
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors.image).toBeDefined();
    const notJson = await t.app.request(`/api/${path(acme)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(422);
  });

  it('links a directory entry once per company (422 the second time)', async () => {
    const { owner, acme } = await scene(t);
    const entry = await makeDirectoryRetailer(t, 'Costco');
    expect((await call(t, owner.token, 'POST', path(acme), { name: 'Costco', directory_retailer_id: entry })).status).toBe(201);
    const again = await call(t, owner.token, 'POST', path(acme), { name: 'Costco 2', directory_retailer_id: entry });
    expect(again.status).toBe(422);
    expect(again.body.errors.directory_retailer_id).toEqual(['This directory retailer is already linked to another retailer of the company.']);
  });

  it('pages, searches, sorts and filters by category', async () => {
    const { owner, acme, other } = await scene(t);
    const grocery = await makeCategory(t, acme, 'Grocery');
    await makeRetailer(t, acme, 'Bravo', { categoryId: grocery, createdAt: new Date('2024-01-02') });
    await makeRetailer(t, acme, 'Alpha', { createdAt: new Date('2024-01-03') });
    await makeRetailer(t, acme, 'Charlie', { categoryId: grocery, createdAt: new Date('2024-01-01') });
    await makeRetailer(t, other, 'Alpine');
    const names = async (q: string) => (await call<Paged<CompanyRetailer>>(t, owner.token, 'GET', path(acme, q))).body.data.map((r) => r.name);

    const first = await call<Paged<CompanyRetailer>>(t, owner.token, 'GET', path(acme, '?per_page=2'));
    expect(first.body.data.map((r) => r.name)).toEqual(['Alpha', 'Bravo']);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(await names('?per_page=2&page=2')).toEqual(['Charlie']);
    expect(await names('?sort=-name')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await names('?sort=created_at')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await names('?sort=-created_at')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('?search=ALP')).toEqual(['Alpha']);
    expect(await names(`?category_id=${grocery}`)).toEqual(['Bravo', 'Charlie']);
    expect((await call(t, owner.token, 'GET', path(acme, '?per_page=500'))).status).toBe(422);
  });

  it('lets members read; answers 404 to outsiders and for another company’s retailer under this path', async () => {
    const { owner, member, outsider, acme, other } = await scene(t);
    const mine = await makeRetailer(t, acme, 'Mine');
    const theirs = await makeRetailer(t, other, 'Theirs');
    expect((await call(t, member.token, 'GET', path(acme))).status).toBe(200);
    expect((await call(t, member.token, 'GET', path(acme, `/${mine}`))).status).toBe(200);
    expect((await call(t, outsider.token, 'GET', path(acme))).status).toBe(404);
    expect((await call(t, outsider.token, 'GET', path(acme, `/${mine}`))).status).toBe(404);
    expect((await call(t, outsider.token, 'POST', path(acme), { name: 'X' })).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(acme, `/${theirs}`))).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(acme, '/99999999999'))).status).toBe(404);
  });
});

describe('company retailers: delete', () => {
  it('is for admins (403 for members, 404 for another company’s retailer)', async () => {
    const { owner, member, acme, other } = await scene(t);
    const mine = await makeRetailer(t, acme, 'Mine');
    const theirs = await makeRetailer(t, other, 'Theirs');
    expect((await call(t, member.token, 'POST', path(acme), { name: 'X' })).status).toBe(403);
    expect((await call(t, member.token, 'DELETE', path(acme, `/${mine}`))).status).toBe(403);
    expect((await call(t, owner.token, 'DELETE', path(acme, `/${theirs}`))).status).toBe(404);
  });

  it('removes its products and assignments, and keeps its contacts without a retailer', async () => {
    const { owner, acme } = await scene(t);
    const retailer = await makeRetailer(t, acme, 'Gone');
    const product = await makeProduct(t, acme);
    await t.deps.db.insert(retailerProducts).values({ companyRetailerId: retailer, productId: product });
    const [contact] = await t.deps.db.insert(contacts).values({ companyId: acme, companyRetailerId: retailer, firstName: 'Kim' }).returning();
    await t.deps.db.insert(companyAssignees).values({ companyId: acme, userId: owner.id, assignableType: 'retailer', assignableId: retailer });

    const res = await call<{ message: string }>(t, owner.token, 'DELETE', path(acme, `/${retailer}`));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Retailer has been deleted.');
    expect((await call(t, owner.token, 'GET', path(acme, `/${retailer}`))).status).toBe(404);
    expect(await t.deps.db.select().from(retailerProducts)).toEqual([]);
    expect(await t.deps.db.select().from(companyAssignees)).toEqual([]);
    const [kept] = await t.deps.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(kept.companyRetailerId).toBeNull();
  });
});
