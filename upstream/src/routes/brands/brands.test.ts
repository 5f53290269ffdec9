import { eq } from 'drizzle-orm';
import type { Brand } from '@/lib/contract/catalogue';
import { brands, products, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, form, png, PNG, scene } from '../../test/companies-kit';
import type { Paged } from '../../test/companies-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const FULL = {
  name: 'Sunny Oats',
  description: 'Breakfast oats',
  address: '1 Mill Road',
  parent_company: 'Acme',
  tagline: 'Rise and shine',
  brand_story: 'Since 1901',
  category: 'Food',
  sub_category: 'Cereal',
  target_demographics: 'Families',
  website_url: 'https://sunny.example',
  d2c_store_url: 'https://shop.sunny.example',
  amazon_url: 'https://amazon.example/sunny',
  walmart_url: 'https://walmart.example/sunny',
  linkedin_url: 'https://linkedin.example/sunny',
  instagram_url: 'https://instagram.example/sunny',
  facebook_url: 'https://facebook.example/sunny',
  tiktok_url: 'https://tiktok.example/sunny',
  youtube_url: 'https://youtube.example/sunny',
  sustainability_claims: 'Compostable pack',
  allergen_statement: 'Contains oats',
  regulatory_notes: 'None',
};

/** A multipart form with list fields sent as `key[]` entries. */
function brandForm(fields: Record<string, string | Blob>, lists: Record<string, string[]> = {}): FormData {
  const fd = form(fields);
  for (const [key, items] of Object.entries(lists)) for (const item of items) fd.append(`${key}[]`, item);
  return fd;
}

async function addBrand(token: string, companyId: number, fields: Record<string, string | Blob>, lists: Record<string, string[]> = {}) {
  return call<{ data: Brand }>(t, token, 'POST', `companies/${companyId}/brands`, brandForm(fields, lists));
}

describe('POST companies/{id}/brands', () => {
  it('creates a brand with every field, lists as lists and an image', async () => {
    const s = await scene(t);
    const res = await addBrand(
      s.owner.token,
      s.acme.id,
      { ...FULL, image: png() },
      {
        other_social_urls: ['https://x.example/sunny', 'https://threads.example/sunny'],
        certifications: ['Organic', 'Fair Trade', 'Organic', ' '],
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...FULL, company_id: s.acme.id, products_count: 0 });
    expect(res.body.data.other_social_urls).toEqual(['https://x.example/sunny', 'https://threads.example/sunny']);
    expect(res.body.data.certifications).toEqual(['Organic', 'Fair Trade']);
    const [row] = await t.deps.db.select().from(brands);
    expect(row.certifications).toEqual(['Organic', 'Fair Trade']);

    const img = await t.app.request(res.body.data.image ?? '');
    expect(img.status).toBe(200);
    expect(Buffer.from(await img.arrayBuffer())).toEqual(PNG);
  });

  it('reads lists sent as JSON text or comma-separated text; optional fields default to null and []', async () => {
    const s = await scene(t);
    const json = await addBrand(s.owner.token, s.acme.id, { name: 'A', certifications: '["Vegan","Kosher"]', other_social_urls: '' });
    expect(json.body.data).toMatchObject({ certifications: ['Vegan', 'Kosher'], other_social_urls: [], tagline: null, image: null, website_url: null });
    const csv = await addBrand(s.owner.token, s.acme.id, {
      name: 'B',
      certifications: 'Vegan, Kosher,',
      other_social_urls: 'https://a.example,https://b.example',
    });
    expect(csv.body.data).toMatchObject({ certifications: ['Vegan', 'Kosher'], other_social_urls: ['https://a.example', 'https://b.example'] });
  });

  it('answers 422 with field errors (URLs validated) and stores no image', async () => {
    const s = await scene(t);
    const res = await addBrand(
      s.owner.token,
      s.acme.id,
      { name: '', website_url: 'sunny example', amazon_url: 'javascript:alert(1)', image: png() },
      {
        other_social_urls: ['https://ok.example', 'not a url', 'javascript:alert(1)'],
      },
    );
    expect(res.status).toBe(422);
    const errors = (res.body as unknown as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['amazon_url', 'name', 'other_social_urls.1', 'other_social_urls.2', 'website_url']);
    // One message per bad link (lib/contract/web-url.ts); `sunny.example` alone would be taken as https://sunny.example.
    expect(errors.website_url).toEqual(['The website url must be a valid URL.']);
    expect(errors.amazon_url).toEqual(['The amazon url must start with http:// or https://.']);
    expect(await t.deps.db.select().from(uploads)).toEqual([]);
  });

  it('is for admins: 401 without a token, 403 for members, 404 for outsiders', async () => {
    const s = await scene(t);
    expect((await call(t, null, 'POST', `companies/${s.acme.id}/brands`, form({ name: 'X' }))).status).toBe(401);
    expect((await call(t, s.member.token, 'POST', `companies/${s.acme.id}/brands`, form({ name: 'X' }))).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', `companies/${s.acme.id}/brands`, form({ name: '' }))).status).toBe(404);
    expect(await t.deps.db.select().from(brands)).toEqual([]);
  });
});

describe('GET companies/{id}/brands', () => {
  it('pages, sorts and searches by name, with product counts; members read, outsiders get 404', async () => {
    const s = await scene(t);
    for (const name of ['Delta', 'Alpha', 'Charlie', 'Bravo']) await addBrand(s.owner.token, s.acme.id, { name });
    await addBrand(s.outsider.token, s.other.id, { name: 'Alpha elsewhere' });
    const [alpha] = await t.deps.db.select().from(brands).where(eq(brands.name, 'Alpha'));
    await t.deps.db.insert(products).values([
      { companyId: s.acme.id, brandId: alpha.id, name: 'P1' },
      { companyId: s.acme.id, brandId: alpha.id, name: 'P2' },
    ]);

    const list = await call<Paged<Brand>>(t, s.member.token, 'GET', `companies/${s.acme.id}/brands?per_page=2`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((b) => [b.name, b.products_count])).toEqual([
      ['Alpha', 2],
      ['Bravo', 0],
    ]);
    expect(list.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 4 });
    const sorted = await call<Paged<Brand>>(t, s.owner.token, 'GET', `companies/${s.acme.id}/brands?sort=-name&page=2&per_page=3`);
    expect(sorted.body.data.map((b) => b.name)).toEqual(['Alpha']);
    const newest = await call<Paged<Brand>>(t, s.owner.token, 'GET', `companies/${s.acme.id}/brands?sort=-created_at`);
    expect(newest.body.data.map((b) => b.name)).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta']);
    const found = await call<Paged<Brand>>(t, s.owner.token, 'GET', `companies/${s.acme.id}/brands?search=ALP`);
    expect(found.body.data.map((b) => b.name)).toEqual(['Alpha']);

    expect((await call(t, s.outsider.token, 'GET', `companies/${s.acme.id}/brands`)).status).toBe(404);
    expect((await call(t, null, 'GET', `companies/${s.acme.id}/brands`)).status).toBe(401);
    expect((await call(t, s.owner.token, 'GET', `companies/${s.acme.id}/brands?sort=bad`)).status).toBe(422);
  });
});

describe('brands/{brandId}', () => {
  it('reads one brand; a brand of another company under this path is a 404', async () => {
    const s = await scene(t);
    const mine = (await addBrand(s.owner.token, s.acme.id, { name: 'Mine' })).body.data;
    const theirs = (await addBrand(s.outsider.token, s.other.id, { name: 'Theirs' })).body.data;
    const res = await call<{ data: Brand }>(t, s.member.token, 'GET', `companies/${s.acme.id}/brands/${mine.id}`);
    expect(res.body.data).toMatchObject({ id: mine.id, name: 'Mine' });
    expect((await call(t, s.owner.token, 'GET', `companies/${s.acme.id}/brands/${theirs.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/brands/${theirs.id}`, form({ _method: 'PUT', name: 'Mine now' }))).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `companies/${s.acme.id}/brands/${theirs.id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `companies/${s.acme.id}/brands/${mine.id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `companies/${s.other.id}/brands/${theirs.id}`)).status).toBe(200);
  });

  it('updates with POST _method=PUT multipart: fields sent change, empty ones clear, lists are replaced', async () => {
    const s = await scene(t);
    const brand = (await addBrand(s.owner.token, s.acme.id, { ...FULL }, { certifications: ['Organic'], other_social_urls: ['https://x.example'] })).body.data;
    const res = await call<{ data: Brand }>(
      t,
      s.owner.token,
      'POST',
      `companies/${s.acme.id}/brands/${brand.id}`,
      brandForm({ _method: 'PUT', tagline: 'New tagline', amazon_url: '', other_social_urls: '', image: png() }, { certifications: ['Vegan', 'Halal'] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Sunny Oats',
      tagline: 'New tagline',
      amazon_url: null,
      walmart_url: FULL.walmart_url,
      certifications: ['Vegan', 'Halal'],
      other_social_urls: [],
    });
    expect(res.body.data.image).toMatch(/^\/api\/uploads\//);
  });

  it('accepts PUT too and answers 422 for a blank name or a bad URL', async () => {
    const s = await scene(t);
    const brand = (await addBrand(s.owner.token, s.acme.id, { name: 'Old' })).body.data;
    const put = await call<{ data: Brand }>(
      t,
      s.owner.token,
      'PUT',
      `companies/${s.acme.id}/brands/${brand.id}`,
      form({ name: 'New', youtube_url: 'https://yt.example/new' }),
    );
    expect(put.body.data).toMatchObject({ name: 'New', youtube_url: 'https://yt.example/new' });
    const bad = await call(t, s.owner.token, 'PUT', `companies/${s.acme.id}/brands/${brand.id}`, form({ name: ' ', tiktok_url: 'tiktok' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'tiktok_url']);
  });

  it('lets members read but not write (403)', async () => {
    const s = await scene(t);
    const brand = (await addBrand(s.owner.token, s.acme.id, { name: 'B' })).body.data;
    expect((await call(t, s.member.token, 'POST', `companies/${s.acme.id}/brands/${brand.id}`, form({ _method: 'PUT', name: 'X' }))).status).toBe(403);
    expect((await call(t, s.member.token, 'PUT', `companies/${s.acme.id}/brands/${brand.id}`, form({ name: 'X' }))).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', `companies/${s.acme.id}/brands/${brand.id}`)).status).toBe(403);
  });

  it('deletes a brand; its products stay without a brand', async () => {
    const s = await scene(t);
    const brand = (await addBrand(s.owner.token, s.acme.id, { name: 'B' })).body.data;
    await t.deps.db.insert(products).values({ companyId: s.acme.id, brandId: brand.id, name: 'P' });
    const res = await call<{ message: string }>(t, s.owner.token, 'DELETE', `companies/${s.acme.id}/brands/${brand.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Brand has been deleted.' } });
    expect((await call(t, s.owner.token, 'GET', `companies/${s.acme.id}/brands/${brand.id}`)).status).toBe(404);
    expect((await t.deps.db.select({ brandId: products.brandId }).from(products))[0].brandId).toBeNull();
  });
});
