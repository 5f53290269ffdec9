import type { Product, ProductImage } from '@/lib/contract/catalogue';
import { productImages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, form, png, PNG, scene } from '../../test/companies-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function setup() {
  const s = await scene(t);
  const product = (await call<{ data: Product }>(t, s.owner.token, 'POST', `companies/${s.acme.id}/products`, { name: 'Oats' })).body.data;
  const base = `companies/${s.acme.id}/products/${product.id}/images`;
  const add = async (title: string, extra: Record<string, string> = {}) =>
    (await call<{ data: ProductImage }>(t, s.owner.token, 'POST', base, form({ title, image: png(), ...extra }))).body.data;
  const titles = async () => (await call<{ data: ProductImage[] }>(t, s.member.token, 'GET', base)).body.data.map((i) => [i.title, i.position]);
  return { ...s, product, base, add, titles };
}

describe('POST …/products/{id}/images', () => {
  it('appends images at the end, serves the file and lists them by position', async () => {
    const s = await setup();
    const first = await call<{ data: ProductImage }>(t, s.owner.token, 'POST', s.base, form({ title: 'Front', description: 'The pack', image: png() }));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ product_id: s.product.id, title: 'Front', description: 'The pack', position: 0 });
    await s.add('Back');
    await s.add('Side');
    expect(await s.titles()).toEqual([
      ['Front', 0],
      ['Back', 1],
      ['Side', 2],
    ]);

    const img = await t.app.request(first.body.data.image);
    expect(Buffer.from(await img.arrayBuffer())).toEqual(PNG);
    const product = await call<{ data: Product }>(t, s.owner.token, 'GET', `companies/${s.acme.id}/products/${s.product.id}`);
    expect(product.body.data.images.map((i) => i.title)).toEqual(['Front', 'Back', 'Side']);
  });

  it('puts an image at the position given', async () => {
    const s = await setup();
    await s.add('A');
    await s.add('B');
    await s.add('First', { position: '0' });
    await s.add('Last', { position: '99' });
    expect(await s.titles()).toEqual([
      ['First', 0],
      ['A', 1],
      ['B', 2],
      ['Last', 3],
    ]);
  });

  it('answers 422 without an image, with a file that is not an image, or a bad position', async () => {
    const s = await setup();
    const none = await call(t, s.owner.token, 'POST', s.base, form({ title: 'x' }));
    expect(none.status).toBe(422);
    expect(none.body.errors.image).toEqual(['The image field is required.']);
    const text = await call(t, s.owner.token, 'POST', s.base, form({ image: new Blob(['hello'], { type: 'image/png' }) }));
    expect(text.body.errors.image).toBeDefined();
    const position = await call(t, s.owner.token, 'POST', s.base, form({ image: png(), position: '-1', title: 'x'.repeat(151) }));
    expect(Object.keys(position.body.errors).sort()).toEqual(['position', 'title']);
    expect(await t.deps.db.select().from(productImages)).toEqual([]);
  });

  it('is for admins: 401, 403 for members, 404 for outsiders and other companies’ products', async () => {
    const s = await setup();
    expect((await call(t, null, 'POST', s.base, form({ image: png() }))).status).toBe(401);
    expect((await call(t, s.member.token, 'POST', s.base, form({ image: png() }))).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', s.base, form({ image: png() }))).status).toBe(404);
    const theirs = (await call<{ data: Product }>(t, s.outsider.token, 'POST', `companies/${s.other.id}/products`, { name: 'Theirs' })).body.data;
    expect((await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/products/${theirs.id}/images`, form({ image: png() }))).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `companies/${s.acme.id}/products/${theirs.id}/images`)).status).toBe(404);
  });
});

describe('…/images/{imageId}', () => {
  it('updates with POST _method=PUT multipart; a new file replaces the image, empty fields clear', async () => {
    const s = await setup();
    const image = await s.add('Front', { description: 'Old' });
    const res = await call<{ data: ProductImage }>(
      t,
      s.owner.token,
      'POST',
      `${s.base}/${image.id}`,
      form({ _method: 'PUT', title: 'Front 2', description: '', image: png() }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: image.id, title: 'Front 2', description: null, position: 0 });
    expect(res.body.data.image).not.toBe(image.image);
    const kept = await call<{ data: ProductImage }>(t, s.owner.token, 'PUT', `${s.base}/${image.id}`, form({ description: 'Kept image' }));
    expect(kept.body.data).toMatchObject({ title: 'Front 2', description: 'Kept image', image: res.body.data.image });
    const one = await call<{ data: ProductImage }>(t, s.member.token, 'GET', `${s.base}/${image.id}`);
    expect(one.body.data).toMatchObject({ id: image.id, description: 'Kept image' });
  });

  it('moves an image with position and renumbers the others 0..n-1', async () => {
    const s = await setup();
    const [a, , c] = [await s.add('A'), await s.add('B'), await s.add('C'), await s.add('D')];
    const moved = await call<{ data: ProductImage }>(t, s.owner.token, 'POST', `${s.base}/${c.id}`, form({ _method: 'PUT', position: '0' }));
    expect(moved.body.data.position).toBe(0);
    expect(await s.titles()).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
      ['D', 3],
    ]);
    await call(t, s.owner.token, 'PUT', `${s.base}/${a.id}`, form({ position: '3' }));
    expect(await s.titles()).toEqual([
      ['C', 0],
      ['B', 1],
      ['D', 2],
      ['A', 3],
    ]);
    await call(t, s.owner.token, 'PUT', `${s.base}/${a.id}`, form({ position: '50' }));
    expect(await s.titles()).toEqual([
      ['C', 0],
      ['B', 1],
      ['D', 2],
      ['A', 3],
    ]);
  });

  it('deletes an image and closes up the positions', async () => {
    const s = await setup();
    const [, b] = [await s.add('A'), await s.add('B'), await s.add('C')];
    const res = await call<{ message: string }>(t, s.owner.token, 'DELETE', `${s.base}/${b.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Image has been deleted.' } });
    expect(await s.titles()).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    expect((await call(t, s.owner.token, 'GET', `${s.base}/${b.id}`)).status).toBe(404);
  });

  it('answers 404 for an image of another product under this path, 403 for members writing', async () => {
    const s = await setup();
    const mine = await s.add('Mine');
    const other = (await call<{ data: Product }>(t, s.owner.token, 'POST', `companies/${s.acme.id}/products`, { name: 'Bran' })).body.data;
    const otherBase = `companies/${s.acme.id}/products/${other.id}/images`;
    const foreign = (await call<{ data: ProductImage }>(t, s.owner.token, 'POST', otherBase, form({ image: png() }))).body.data;
    expect((await call(t, s.owner.token, 'GET', `${s.base}/${foreign.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'PUT', `${s.base}/${foreign.id}`, form({ title: 'x' }))).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/${foreign.id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `${s.base}/${mine.id}`)).status).toBe(404);
    expect((await call(t, s.member.token, 'POST', `${s.base}/${mine.id}`, form({ _method: 'PUT', title: 'x' }))).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', `${s.base}/${mine.id}`)).status).toBe(403);
    expect(await s.titles()).toEqual([['Mine', 0]]);
  });
});
