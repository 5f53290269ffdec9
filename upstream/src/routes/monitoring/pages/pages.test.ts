import { eq } from 'drizzle-orm';
import { pageResource } from '@/lib/contract/monitoring/pages';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import { companyRetailers, monitoringPages, monitoringPrices } from '../../../db/schema';
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

type Data = { data: MonitoringPage };
const NOW = new Date('2026-05-01T12:00:00.000Z');

describe('monitoring pages', () => {
  it('creates (normalized, due now), lists with the latest price, pauses, resumes, edits and deletes', async () => {
    const s = await scene(t);
    t.setNow(NOW);
    const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Kettle' });
    const v = await addVariation(t, s.owner.token, s.acme.id, p.id, { name: 'Red' });
    const [retailer] = await t.deps.db.insert(companyRetailers).values({ companyId: s.acme.id, name: 'Shop' }).returning();
    const base = `${productsPath(s.acme.id)}/${p.id}/pages`;
    const created = await call<Data>(t, s.owner.token, 'POST', base, {
      url: 'Shop.Example.co.uk/Kettle?utm_source=mail&colour=red#top',
      variation_id: v.id,
      company_retailer_id: retailer.id,
      fetch_mode: 'http',
      settings: { price_selector: '.price', currency: 'eur', locale: 'de-DE', ignore_selectors: ['.clock'] },
    });
    expect(created.status).toBe(201);
    const page = created.body.data;
    expect(page).toMatchObject({
      monitoring_product_id: p.id,
      url: 'https://Shop.Example.co.uk/Kettle?utm_source=mail&colour=red#top',
      normalized_url: 'https://shop.example.co.uk/Kettle?colour=red',
      domain: 'example.co.uk',
      variation_id: v.id,
      company_retailer_id: retailer.id,
      retailer_name: 'Shop',
      fetch_mode: 'http',
      settings: { price_selector: '.price', currency: 'EUR', locale: 'de-DE', ignore_selectors: ['.clock'] },
      status: 'pending',
      status_detail: null,
      consecutive_failures: 0,
      last_fetcher: null,
      next_check_at: NOW.toISOString(),
      latest_price: null,
    });
    const [row] = await t.deps.db.select().from(monitoringPages);
    expect(row.settings).toEqual({ priceSelector: '.price', currency: 'EUR', locale: 'de-DE', ignoreSelectors: ['.clock'] });

    await t.deps.db.insert(monitoringPrices).values([
      {
        monitoringProductId: p.id,
        pageId: page.id,
        amount: 129900,
        currency: 'EUR',
        source: 'jsonld',
        firstObservedAt: new Date('2026-04-01T00:00:00Z'),
        lastObservedAt: new Date('2026-04-02T00:00:00Z'),
      },
      {
        monitoringProductId: p.id,
        pageId: page.id,
        amount: 119900,
        listAmount: 129900,
        currency: 'EUR',
        availability: 'in_stock',
        source: 'selector',
        firstObservedAt: new Date('2026-04-03T00:00:00Z'),
        lastObservedAt: new Date('2026-04-04T00:00:00Z'),
      },
    ]);
    const plain = await addPage(t, s.owner.token, s.acme.id, p.id, { url: 'http://127.0.0.1:4010/p/1', status: 'paused' });
    expect(plain).toMatchObject({ domain: '127.0.0.1', status: 'paused', variation_id: null, retailer_name: null, settings: {} });

    const list = await call<Paged<MonitoringPage>>(t, s.member.token, 'GET', base);
    expect(list.body.data.map((x) => x.id)).toEqual([page.id, plain.id]);
    expect(pageResource.strict().parse(list.body.data[0])).toEqual(list.body.data[0]);
    expect(list.body.data[0].latest_price).toEqual({
      amount: 119900,
      list_amount: 129900,
      currency: 'EUR',
      availability: 'in_stock',
      source: 'selector',
      observed_at: '2026-04-04T00:00:00.000Z',
    });
    expect((await call<Paged<MonitoringPage>>(t, s.member.token, 'GET', `${base}?variation_id=${v.id}`)).body.data.map((x) => x.id)).toEqual([page.id]);
    expect((await call<Paged<MonitoringPage>>(t, s.member.token, 'GET', `${base}?search=127.0`)).body.data.map((x) => x.id)).toEqual([plain.id]);

    // Pause, then resume: back to pending and due now, the failure streak forgotten.
    await t.deps.db.update(monitoringPages).set({ status: 'blocked', consecutiveFailures: 3, nextCheckAt: null }).where(eq(monitoringPages.id, page.id));
    const paused = await call<Data>(t, s.owner.token, 'PUT', `${base}/${page.id}`, { status: 'paused' });
    expect(paused.body.data).toMatchObject({ status: 'paused', consecutive_failures: 3 });
    t.setNow(new Date('2026-05-02T00:00:00.000Z'));
    const resumed = await call<Data>(t, s.owner.token, 'PUT', `${base}/${page.id}`, { status: 'active', settings: null, fetch_mode: 'browser' });
    expect(resumed.body.data).toMatchObject({
      status: 'pending',
      consecutive_failures: 0,
      next_check_at: '2026-05-02T00:00:00.000Z',
      settings: {},
      fetch_mode: 'browser',
      company_retailer_id: retailer.id,
    });
    const moved = await call<Data>(t, s.owner.token, 'PUT', `${base}/${page.id}`, { url: 'https://other.example.com/k', company_retailer_id: null });
    expect(moved.body.data).toMatchObject({
      normalized_url: 'https://other.example.com/k',
      domain: 'example.com',
      company_retailer_id: null,
      retailer_name: null,
    });
    expect((await call<Data>(t, s.owner.token, 'PUT', `${base}/${page.id}`, { status: 'blocked' })).status).toBe(422);

    const del = await call(t, s.owner.token, 'DELETE', `${base}/${page.id}`);
    expect(del.body).toEqual({ message: 'Page has been deleted.' });
    expect((await t.deps.db.select().from(monitoringPages)).map((x) => x.id)).toEqual([plain.id]);
    expect(await t.deps.db.select().from(monitoringPrices)).toEqual([]);
  });

  it('answers 422: missing or non-http URL, the same page twice for a variation, another company’s retailer or variation', async () => {
    const s = await scene(t);
    const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Kettle' });
    const v = await addVariation(t, s.owner.token, s.acme.id, p.id, { name: 'Red' });
    const base = `${productsPath(s.acme.id)}/${p.id}/pages`;
    const post = (body: Record<string, unknown>) => call(t, s.owner.token, 'POST', base, body);
    expect((await post({})).body.errors).toEqual({ url: ['The url field is required.'] });
    expect((await post({ url: 'javascript:alert(1)' })).body.errors).toEqual({ url: ['The url must start with http:// or https://.'] });
    expect(
      Object.keys((await post({ url: 'https://a.example', fetch_mode: 'curl', settings: { price_selector: '.p', bogus: 1 } })).body.errors).sort(),
    ).toEqual(['fetch_mode', 'settings']);

    await addPage(t, s.owner.token, s.acme.id, p.id, { url: 'https://shop.example/k?a=1', variation_id: v.id });
    const dup = await post({ url: 'HTTPS://SHOP.example:443/k?a=1&utm_medium=x#frag', variation_id: v.id });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ url: ['This page is already monitored for this variation.'] });
    // The same URL for the product itself (no variation) is another page.
    const forProduct = await addPage(t, s.owner.token, s.acme.id, p.id, { url: 'https://shop.example/k?a=1' });
    expect((await post({ url: 'https://shop.example/k?a=1' })).body.errors).toEqual({ url: ['This page is already monitored for this variation.'] });
    // Moving a page onto a URL another page of the variation has is refused too.
    expect((await call(t, s.owner.token, 'PUT', `${base}/${forProduct.id}`, { variation_id: v.id })).body.errors).toEqual({
      url: ['This page is already monitored for this variation.'],
    });

    const theirs = await addMonitoringProduct(t, s.outsider.token, s.other.id, { name: 'Theirs' });
    const theirV = await addVariation(t, s.outsider.token, s.other.id, theirs.id, { name: 'TV' });
    const [theirRetailer] = await t.deps.db.insert(companyRetailers).values({ companyId: s.other.id, name: 'Their shop' }).returning();
    expect((await post({ url: 'https://x.example', company_retailer_id: theirRetailer.id })).body.errors).toEqual({
      company_retailer_id: ['The selected retailer is invalid.'],
    });
    expect((await post({ url: 'https://x.example', variation_id: theirV.id })).body.errors).toEqual({ variation_id: ['The selected variation is invalid.'] });
    expect(await t.deps.db.select().from(monitoringPages)).toHaveLength(2);
  });

  it('401, 403 for a member writing, 404 for an outsider and for a page of another company', async () => {
    const s = await scene(t);
    const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Kettle' });
    const page = await addPage(t, s.owner.token, s.acme.id, p.id, { url: 'https://a.example/1' });
    const theirs = await addMonitoringProduct(t, s.outsider.token, s.other.id, { name: 'Theirs' });
    const theirPage = await addPage(t, s.outsider.token, s.other.id, theirs.id, { url: 'https://a.example/1' });
    const base = `${productsPath(s.acme.id)}/${p.id}/pages`;
    expect((await call(t, null, 'GET', base)).status).toBe(401);
    expect((await call(t, s.member.token, 'POST', base, { url: 'https://a.example/2' })).status).toBe(403);
    expect((await call(t, s.member.token, 'PUT', `${base}/${page.id}`, { status: 'paused' })).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', `${base}/${page.id}`)).status).toBe(403);
    expect((await call(t, s.member.token, 'GET', `${base}/${page.id}`)).status).toBe(200);
    expect((await call(t, s.outsider.token, 'GET', `${base}/${page.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `${base}/${theirPage.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'PUT', `${base}/${theirPage.id}`, { status: 'paused' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `${productsPath(s.acme.id)}/${theirs.id}/pages/${theirPage.id}`)).status).toBe(404);
  });
});
