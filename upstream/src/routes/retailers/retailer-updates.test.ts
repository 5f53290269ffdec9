import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, formOf, makeCategory, makeDirectoryRetailer, makeRetailer, png, scene } from '../../test/retailers-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: CompanyRetailer };
const path = (companyId: number, retailerId: number) => `companies/${companyId}/retailers/${retailerId}`;

describe('company retailers: update', () => {
  it('updates from a multipart POST with _method=PUT: only the fields sent change, the image is replaced', async () => {
    const { owner, acme } = await scene(t);
    const category = await makeCategory(t, acme, 'Grocery');
    const id = await makeRetailer(t, acme, 'Old', { website: 'https://old.example', description: 'Kept', locations: ['A', 'B'], categoryId: category });
    const res = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme, id),
      formOf([
        ['_method', 'PUT'],
        ['name', 'New'],
        ['locations', 'Berlin, Munich, Hamburg'],
        ['image', png()],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      name: 'New',
      website: 'https://old.example',
      description: 'Kept',
      locations: ['Berlin', 'Munich', 'Hamburg'],
      category_id: category,
      category_name: 'Grocery',
    });
    expect(res.body.data.image).toMatch(/^\/api\/uploads\//);
    expect(res.body.data.updated_at >= res.body.data.created_at).toBe(true);

    const shown = await call<One>(t, owner.token, 'GET', path(acme, id));
    expect(shown.body.data.locations).toEqual(['Berlin', 'Munich', 'Hamburg']);
  });

  it('takes locations[] fields in a multipart update, and an empty value clears the list', async () => {
    const { owner, acme } = await scene(t);
    const id = await makeRetailer(t, acme, 'Shop', { locations: ['A'] });
    const listed = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme, id),
      formOf([
        ['_method', 'PUT'],
        ['locations[]', 'Austin, TX'],
        ['locations[]', 'Dallas'],
      ]),
    );
    expect(listed.body.data.locations).toEqual(['Austin, TX', 'Dallas']);
    const cleared = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme, id),
      formOf([
        ['_method', 'PUT'],
        ['locations', ''],
      ]),
    );
    expect(cleared.body.data.locations).toEqual([]);
    expect(cleared.body.data.name).toBe('Shop');
  });

  it('updates with a JSON PUT: null or empty clears optional fields, and links change', async () => {
    const { owner, acme } = await scene(t);
    const grocery = await makeCategory(t, acme, 'Grocery');
    const entry = await makeDirectoryRetailer(t, 'Kroger');
    const id = await makeRetailer(t, acme, 'Shop', { website: 'https://shop.example', description: 'Text', categoryId: grocery, locations: ['X'] });
    const res = await call<One>(t, owner.token, 'PUT', path(acme, id), {
      website: null,
      description: '',
      category_id: null,
      directory_retailer_id: entry,
      locations: ['Y', 'Z'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Shop',
      website: null,
      description: null,
      category_id: null,
      category_name: null,
      directory_retailer_id: entry,
      locations: ['Y', 'Z'],
    });
    // Keeping its own directory link is no clash.
    expect((await call(t, owner.token, 'PUT', path(acme, id), { directory_retailer_id: entry })).status).toBe(200);
  });

  it('removes the image with remove_image=1', async () => {
    const { owner, acme } = await scene(t);
    const created = await call<One>(
      t,
      owner.token,
      'POST',
      `companies/${acme}/retailers`,
      formOf([
        ['name', 'Pic'],
        ['image', png()],
      ]),
    );
    expect(created.body.data.image).not.toBeNull();
    const res = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme, created.body.data.id),
      formOf([
        ['_method', 'PUT'],
        ['remove_image', '1'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.image).toBeNull();
  });

  it('ignores an empty file input (no file chosen)', async () => {
    const { owner, acme } = await scene(t);
    const id = await makeRetailer(t, acme, 'Shop', { image: 'kept.png' });
    const res = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme, id),
      formOf([
        ['_method', 'PUT'],
        ['name', 'Renamed'],
        ['image', new File([], '')],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.image).toBe('/api/uploads/kept.png');
  });

  it('answers 422 with field errors (empty name, bad website, another company’s category, a link taken by a sibling)', async () => {
    const { owner, acme, other } = await scene(t);
    const entry = await makeDirectoryRetailer(t, 'Aldi');
    const theirCategory = await makeCategory(t, other, 'Theirs');
    await makeRetailer(t, acme, 'Sibling', { directoryRetailerId: entry });
    const id = await makeRetailer(t, acme, 'Shop');
    const res = await call(
      t,
      owner.token,
      'POST',
      path(acme, id),
      formOf([
        ['_method', 'PUT'],
        ['name', ' '],
        ['website', 'ftp://x.example'],
      ]),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'website']);
    const links = await call(t, owner.token, 'PUT', path(acme, id), { category_id: theirCategory, directory_retailer_id: entry });
    expect(links.status).toBe(422);
    expect(Object.keys(links.body.errors).sort()).toEqual(['category_id', 'directory_retailer_id']);
    const locations = await call(t, owner.token, 'PUT', path(acme, id), { locations: [{ city: 'Paris' }] });
    expect(locations.status).toBe(422);
  });

  it('answers 403 to members, 404 to outsiders and for another company’s retailer under this path', async () => {
    const { owner, member, outsider, acme, other } = await scene(t);
    const mine = await makeRetailer(t, acme, 'Mine');
    const theirs = await makeRetailer(t, other, 'Theirs');
    expect((await call(t, member.token, 'PUT', path(acme, mine), { name: 'X' })).status).toBe(403);
    expect(
      (
        await call(
          t,
          member.token,
          'POST',
          path(acme, mine),
          formOf([
            ['_method', 'PUT'],
            ['name', 'X'],
          ]),
        )
      ).status,
    ).toBe(403);
    expect((await call(t, outsider.token, 'PUT', path(acme, mine), { name: 'X' })).status).toBe(404);
    expect((await call(t, owner.token, 'PUT', path(acme, theirs), { name: 'X' })).status).toBe(404);
    expect(
      (
        await call(
          t,
          owner.token,
          'POST',
          path(acme, theirs),
          formOf([
            ['_method', 'PUT'],
            ['name', 'X'],
          ]),
        )
      ).status,
    ).toBe(404);
    expect((await call(t, null, 'PUT', path(acme, mine), { name: 'X' })).status).toBe(401);
  });
});
