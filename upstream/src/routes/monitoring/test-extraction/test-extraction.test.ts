import { testExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import type { TestExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import {
  monitoringPages,
  monitoringPrices,
  monitoringRatings,
  monitoringRequests,
  monitoringReviews,
  monitoringSnapshots,
  monitoringVersions,
} from '../../../db/schema';
import { startDemoShop, type DemoShop } from '../../../monitoring/demo-shop/start-demo-shop';
import { QUICK_ROBOTS } from '../../../monitoring/pipeline/engine-test-kit';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { addMonitoringProduct, addPage, addVariation, call, productsPath, scene } from '../../../test/monitoring-kit';

let t: TestApp;
let shop: DemoShop;
beforeEach(async () => {
  shop = await startDemoShop({ port: 0, robots: QUICK_ROBOTS });
  t = await createTestApp({ MONITORING_ALLOW_HOSTS: `127.0.0.1:${shop.port}`, MONITORING_BROWSER: 'false', MONITORING_FETCH_TIMEOUT_MS: '10000' });
}, 60_000);
afterEach(async () => {
  await t.close();
  await shop.close();
}, 30_000);

type Data = { data: TestExtractionResult };

async function setUp() {
  const s = await scene(t);
  const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Espresso Machine Duo' });
  const path = `${productsPath(s.acme.id)}/${p.id}/test-extraction`;
  const run = (body: Record<string, unknown>, token = s.owner.token) => call<Data>(t, token, 'POST', path, body);
  return { s, p, path, run };
}

/** Every table a check writes to: a test extraction leaves them as they were. */
async function storedRows() {
  const db = t.deps.db;
  const tables = [monitoringRequests, monitoringSnapshots, monitoringVersions, monitoringPrices, monitoringReviews, monitoringRatings];
  return Promise.all(tables.map(async (table) => (await db.select().from(table)).length));
}
const pagePaths = () => shop.log().map((l) => l.path.split('?')[0]);

describe('POST monitoring-products/{id}/test-extraction', () => {
  it('reads the page now and says what a check would store and where each value was read; stores nothing', async () => {
    const { s, p, run } = await setUp();
    const page = await addPage(t, s.owner.token, s.acme.id, p.id, { url: `${shop.url}/products/kettle`, fetch_mode: 'http' });

    const ld = await run({ url: `${shop.url}/products/espresso-machine`, fetch_mode: 'http' });
    expect(ld.status).toBe(200);
    expect(testExtractionResult.strict().parse(ld.body.data)).toEqual(ld.body.data);
    expect(ld.body.data).toMatchObject({
      outcome: 'extracted',
      page_status: 'ok',
      fetcher: 'http',
      http_status: 200,
      final_url: `${shop.url}/products/espresso-machine`,
      extraction_status: 'ok',
      price: { amount: 129900, list_amount: null, currency: 'EUR', source: 'jsonld' },
      availability: { value: 'in_stock', source: 'jsonld' },
      title: { value: 'Espresso Machine Duo', source: 'jsonld' },
      rating: null,
      reviews_count: 0,
    });

    // The form's unsaved selector is what is tried (the saved page has none): "1.299,00 €" → selector.
    const unsaved = await run({ url: `${shop.url}/products/kettle`, fetch_mode: 'http', settings: { price_selector: '.price' }, company_retailer_id: 999 });
    expect(unsaved.body.data).toMatchObject({
      outcome: 'extracted',
      price: { amount: 129900, currency: 'EUR', source: 'selector', raw: expect.stringMatching(/^1\.299,00\s€$/) },
      title: { value: expect.stringContaining('Gooseneck Kettle'), source: 'html_title' },
    });
    const without = await run({ url: `${shop.url}/products/kettle`, fetch_mode: 'auto' });
    expect(without.body.data).toMatchObject({ outcome: 'browser_unavailable', page_status: 'browser_unavailable', extraction_status: 'no_price', price: null });

    // A variation picks its offer among several; its availability and the rating come with their source.
    const large = await addVariation(t, s.owner.token, s.acme.id, p.id, { name: 'Large', sku: 'MILL-L' });
    const mill = await run({ url: `${shop.url}/products/mill-variants`, fetch_mode: 'http', variation_id: large.id });
    expect(mill.body.data).toMatchObject({
      outcome: 'extracted',
      price: { amount: 9900, source: 'jsonld' },
      availability: { value: 'out_of_stock', source: 'jsonld' },
    });
    expect(mill.body.data.offers.map((o) => o.sku)).toEqual(['MILL-S', 'MILL-L']);
    const reviewed = await run({ url: `${shop.url}/products/reviewed`, fetch_mode: 'http' });
    expect(reviewed.body.data).toMatchObject({ rating: { value: 4.4, count: 89, source: 'jsonld' }, reviews_count: 2 });

    const challenge = await run({ url: `${shop.url}/products/challenge`, fetch_mode: 'http' });
    expect(challenge.body.data).toMatchObject({ outcome: 'blocked', page_status: 'blocked', http_status: 403, price: null });
    const gone = await run({ url: `${shop.url}/products/nothing-here`, fetch_mode: 'http' });
    expect(gone.body.data).toMatchObject({ outcome: 'not_found', http_status: 404, message: 'The retailer answered 404.' });

    expect(await storedRows()).toEqual([0, 0, 0, 0, 0, 0]);
    const [row] = await t.deps.db.select().from(monitoringPages);
    expect(row).toMatchObject({ id: page.id, status: 'pending', settings: {}, lastCheckedAt: null });
  });

  it('never fetches a URL robots.txt disallows, refuses addresses off the allow list, and allows 10 a minute per person', async () => {
    const { run } = await setUp();
    const disallowed = await run({ url: `${shop.url}/private/secret`, fetch_mode: 'http' });
    expect(disallowed.body.data).toMatchObject({
      outcome: 'robots_disallowed',
      page_status: 'robots_disallowed',
      http_status: null,
      price: null,
      message: expect.stringContaining('robots.txt'),
    });
    expect(pagePaths()).toEqual(['/robots.txt']);

    const intranet = await run({ url: 'http://10.0.0.1/admin', fetch_mode: 'http' });
    expect(intranet.body.data).toMatchObject({ outcome: 'forbidden_target', page_status: 'forbidden_target', price: null });
    const otherPort = await run({ url: `http://127.0.0.1:${shop.port + 1}/x`, fetch_mode: 'http' });
    expect(otherPort.body.data.outcome).toBe('forbidden_target');

    for (let i = 3; i < 10; i++) expect((await run({ url: `${shop.url}/private/secret` })).status).toBe(200);
    const limited = await run({ url: `${shop.url}/private/secret` });
    expect(limited.status).toBe(429);
    expect(pagePaths()).toEqual(['/robots.txt']);
    expect(await storedRows()).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('422 with field errors, 401 signed out, 403 for a member who can only read, 404 for an outsider and another company’s product', async () => {
    const { s, p, path, run } = await setUp();
    expect((await run({})).body).toMatchObject({ errors: { url: ['The url field is required.'] } });
    const bad = await call(t, s.owner.token, 'POST', path, { url: 'javascript:alert(1)', fetch_mode: 'curl', settings: { bogus: 1 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['fetch_mode', 'settings', 'url']);
    const theirs = await addMonitoringProduct(t, s.outsider.token, s.other.id, { name: 'Theirs' });
    const theirVariation = await addVariation(t, s.outsider.token, s.other.id, theirs.id, { name: 'TV' });
    const wrongVariation = await call(t, s.owner.token, 'POST', path, { url: `${shop.url}/products/kettle`, variation_id: theirVariation.id });
    expect(wrongVariation).toMatchObject({ status: 422, body: { errors: { variation_id: ['The selected variation is invalid.'] } } });

    const body = { url: `${shop.url}/products/espresso-machine` };
    expect((await call(t, null, 'POST', path, body)).status).toBe(401);
    expect((await call(t, s.member.token, 'POST', path, body)).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', path, body)).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', `${productsPath(s.acme.id)}/${theirs.id}/test-extraction`, body)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'POST', `${productsPath(s.other.id)}/${p.id}/test-extraction`, body)).status).toBe(404);
    // Refused callers never reached the shop.
    expect(shop.log()).toEqual([]);
  });
});
