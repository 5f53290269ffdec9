import { variationResource } from '@/lib/contract/monitoring/variations';
import type { Variation } from '@/lib/contract/monitoring/variations';
import { monitoringPages, monitoringVariations } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { addMonitoringProduct, addPage, addVariation, call, productsPath, scene } from '../../../test/monitoring-kit';
import type { Paged } from '../../../test/monitoring-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Data = { data: Variation };

describe('monitoring variations', () => {
  it('creates (appended in position order), lists, reads, edits and deletes with its pages', async () => {
    const s = await scene(t);
    const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Kettle' });
    const base = `${productsPath(s.acme.id)}/${p.id}/variations`;
    const red = await call<Data>(t, s.owner.token, 'POST', base, {
      name: 'Red',
      attributes: { colour: 'red', size: '1.7 l' },
      sku: 'K-R',
      gtin: '4006381333931',
      url: 'shop.example/red',
      map_amount: 9900,
      map_currency: 'usd',
    });
    expect(red.status).toBe(201);
    expect(red.body.data).toMatchObject({
      monitoring_product_id: p.id,
      name: 'Red',
      attributes: { colour: 'red', size: '1.7 l' },
      sku: 'K-R',
      url: 'https://shop.example/red',
      map_amount: 9900,
      map_currency: 'USD',
      position: 0,
      pages_count: 0,
    });
    expect(variationResource.strict().parse(red.body.data)).toEqual(red.body.data);
    const blue = await addVariation(t, s.owner.token, s.acme.id, p.id, { name: 'Blue' });
    expect(blue).toMatchObject({ position: 1, attributes: {}, sku: null, map_amount: null });
    await addPage(t, s.owner.token, s.acme.id, p.id, { url: 'https://shop.example/red', variation_id: red.body.data.id });

    const list = await call<Paged<Variation>>(t, s.member.token, 'GET', base);
    expect(list.body.data.map((v) => [v.name, v.pages_count])).toEqual([
      ['Red', 1],
      ['Blue', 0],
    ]);
    expect(list.body.meta.total).toBe(2);
    expect((await call<Paged<Variation>>(t, s.member.token, 'GET', `${base}?search=blu`)).body.data.map((v) => v.name)).toEqual(['Blue']);
    const product = await call<{ data: { variations_count: number } }>(t, s.member.token, 'GET', `${productsPath(s.acme.id)}/${p.id}`);
    expect(product.body.data.variations_count).toBe(2);

    const got = await call<Data>(t, s.member.token, 'GET', `${base}/${blue.id}`);
    expect(got.body.data).toEqual(blue);
    const edited = await call<Data>(t, s.owner.token, 'PUT', `${base}/${red.body.data.id}`, { position: 5, sku: null, attributes: { colour: 'crimson' } });
    expect(edited.body.data).toMatchObject({ name: 'Red', position: 5, sku: null, attributes: { colour: 'crimson' }, map_amount: 9900 });

    const del = await call(t, s.owner.token, 'DELETE', `${base}/${red.body.data.id}`);
    expect(del.body).toEqual({ message: 'Variation has been deleted.' });
    expect((await t.deps.db.select().from(monitoringVariations)).map((v) => v.name)).toEqual(['Blue']);
    expect(await t.deps.db.select().from(monitoringPages)).toEqual([]);
  });

  it('answers 422 for a missing name, bad attributes, a bad currency and half a MAP', async () => {
    const s = await scene(t);
    const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Kettle' });
    const base = `${productsPath(s.acme.id)}/${p.id}/variations`;
    const bad = await call(t, s.owner.token, 'POST', base, { attributes: { size: 3 }, map_currency: 'EURO', url: 'ftp://x.example' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['attributes.size', 'map_currency', 'name', 'url']);
    const half = await call(t, s.owner.token, 'POST', base, { name: 'V', map_amount: 100 });
    expect(half.body.errors).toEqual({ map_currency: ['The MAP currency is required with a MAP amount.'] });
    const v = await addVariation(t, s.owner.token, s.acme.id, p.id, { name: 'V', map_amount: 100, map_currency: 'EUR' });
    expect((await call(t, s.owner.token, 'PUT', `${base}/${v.id}`, { map_currency: null })).body.errors).toEqual({
      map_currency: ['The MAP currency is required with a MAP amount.'],
    });
  });

  it('401, 403 for a member writing, 404 for an outsider and for a variation of another company', async () => {
    const s = await scene(t);
    const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Kettle' });
    const v = await addVariation(t, s.owner.token, s.acme.id, p.id, { name: 'V' });
    const theirs = await addMonitoringProduct(t, s.outsider.token, s.other.id, { name: 'Theirs' });
    const theirV = await addVariation(t, s.outsider.token, s.other.id, theirs.id, { name: 'TV' });
    const base = `${productsPath(s.acme.id)}/${p.id}/variations`;
    expect((await call(t, null, 'GET', base)).status).toBe(401);
    expect((await call(t, s.member.token, 'POST', base, { name: 'X' })).status).toBe(403);
    expect((await call(t, s.member.token, 'PUT', `${base}/${v.id}`, { name: 'X' })).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', `${base}/${v.id}`)).status).toBe(403);
    expect((await call(t, s.outsider.token, 'GET', `${base}/${v.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `${productsPath(s.acme.id)}/${theirs.id}/variations`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `${base}/${theirV.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'PUT', `${base}/${theirV.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `${base}/${theirV.id}`)).status).toBe(404);
  });
});
