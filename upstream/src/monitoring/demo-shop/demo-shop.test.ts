import { extractProduct } from '../extract/extract-product';
import { parseAllowList } from '../net/allow-list';
import { fetchWithGuard } from '../net/fetch-with-guard';
import { normalizeSnapshot } from '../snapshot/normalize';
import { startDemoShop } from './start-demo-shop';
import type { DemoShop } from './start-demo-shop';

// Real HTTP on loopback: the demo shop is fetched through the guarded fetcher with the test
// allow list, then read by the extractor — the building blocks of the acceptance cases together.
let shop: DemoShop;
let allow: ReturnType<typeof parseAllowList>;
beforeAll(async () => {
  shop = await startDemoShop({ port: 0 });
  allow = parseAllowList(`127.0.0.1:${shop.port}`);
});
afterAll(() => shop.close());

const get = (path: string) => fetchWithGuard(`${shop.url}${path}`, { allow, timeoutMs: 5000 });
const extract = async (path: string, settings = {}, variation = {}) => {
  const response = await get(path);
  return await extractProduct(response.text(), { url: response.url, settings, variation });
};

describe('demo shop', () => {
  it('serves robots.txt with Disallow and Crawl-delay', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text()).toContain('Disallow: /private');
    expect(robots.text()).toContain('Crawl-delay: 1');
  });

  it('changes the JSON-LD price through setPrice and POST /admin/price (case 1)', async () => {
    expect((await extract('/products/espresso-machine')).price).toMatchObject({ amountMinor: 129900, currency: 'EUR', source: 'jsonld' });
    const page = await get('/products/espresso-machine');
    expect(page.text()).toContain('1.299,00\u00A0€');
    const before = await normalizeSnapshot(page.text());

    const posted = await fetch(`${shop.url}/admin/price`, { method: 'POST', body: JSON.stringify({ page: 'espresso-machine', amount: '1199.00' }) });
    expect(posted.status).toBe(200);
    const after = await get('/products/espresso-machine');
    expect(after.text()).toContain('1.199,00\u00A0€');
    expect((await extractProduct(after.text(), { url: after.url })).price?.amountMinor).toBe(119900);
    expect((await normalizeSnapshot(after.text())).hash).not.toBe(before.hash);
    shop.setPrice('espresso-machine', 129900);
  });

  it('gives an unchanged page the same normalized hash despite its clock and viewer counter (cases 6, 7)', async () => {
    const a = await normalizeSnapshot((await get('/products/kettle')).text());
    const b = await normalizeSnapshot((await get('/products/kettle')).text());
    expect(a.text).toMatch(/^Updated ·$/m);
    expect(a.text).toContain('1.299,00 € In den Warenkorb');
    expect(b.hash).toBe(a.hash);
  });

  it('serves the selector-only, microdata, variant, sold-out and review pages (cases 2, 4, 5, 16, 17)', async () => {
    expect((await extract('/products/kettle', { priceSelector: '.price' })).price).toMatchObject({ amountMinor: 129900, source: 'selector' });
    const grinder = await extract('/products/grinder');
    expect(grinder).toMatchObject({ status: 'ok', price: { amountMinor: 287920 }, problems: [] });
    expect((await extract('/products/mill-variants')).status).toBe('needs_offer_mapping');
    expect(await extract('/products/mill-variants', {}, { sku: 'MILL-L' })).toMatchObject({
      price: { amountMinor: 9900 },
      availability: { value: 'out_of_stock' },
    });
    expect((await extract('/products/sold-out', { priceSelector: '.price' })).availability).toEqual({ value: 'out_of_stock', source: 'text' });

    const reviewed = await extract('/products/reviewed');
    expect(reviewed.rating).toMatchObject({ value: 4.4, count: 89 });
    const res = await fetch(`${shop.url}/admin/reviews`, { method: 'POST', body: JSON.stringify({ author: 'Cleo', rating: 3, body: 'Fine.' }) });
    expect(res.status).toBe(201);
    const again = await extract('/products/reviewed');
    expect(again.reviews).toHaveLength(reviewed.reviews.length + 1);
    expect(again.reviews.map((r) => r.key)).toEqual(expect.arrayContaining(reviewed.reviews.map((r) => r.key)));
  });

  it('renders the script-inserted price only in the script (case 8 is the browser fetcher’s)', async () => {
    const page = await get('/products/script-price');
    expect((await extractProduct(page.text(), { url: page.url, settings: { priceSelector: '.price' } })).price).toBeNull();
    expect(page.text()).toContain('setTimeout');
  });

  it('answers 403 challenge, 503 503 200 per run and 429 with Retry-After (cases 11, 12)', async () => {
    const challenge = await get('/products/challenge');
    expect(challenge.status).toBe(403);
    expect(challenge.text()).toContain('Checking your browser');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('/products/flaky?run=t1')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await get('/products/flaky?run=t2')).status).toBe(503);
    const limited = await get('/products/rate-limited?run=t1');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('2');
    expect((await get('/products/rate-limited?run=t1')).status).toBe(200);
  });

  it('logs what was fetched, with the monitor’s user agent, and not the admin calls', async () => {
    await fetch(`${shop.url}/admin/log`, { method: 'DELETE' });
    await get('/products/item-3');
    await get('/products/item-4');
    const log = shop.log();
    expect(log.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/products/item-3', 200],
      ['GET', '/products/item-4', 200],
    ]);
    expect(log[0].userAgent).toMatch(/^CollabMonitor\//);
    expect(log[0].concurrent).toBe(1);
    expect(Date.parse(log[1].at)).toBeGreaterThanOrEqual(Date.parse(log[0].at));
    const viaHttp = (await (await fetch(`${shop.url}/admin/log`)).json()) as { data: unknown[] };
    expect(viaHttp.data).toHaveLength(2);
    expect(log.some((e) => e.path.startsWith('/private'))).toBe(false);
  });

  it('refuses bad admin input', async () => {
    const res = await fetch(`${shop.url}/admin/price`, { method: 'POST', body: JSON.stringify({ page: 'kettle', amount: 'abc' }) });
    expect(res.status).toBe(422);
  });
});
