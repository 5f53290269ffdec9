import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAdmin } from './handle-admin';
import { esc, layout } from './layout';
import { PRODUCT_PAGES } from './product-pages';
import type { PageAnswer } from './product-pages';
import { createShopState, nextCount } from './shop-state';
import type { LogEntry, ShopState } from './shop-state';

export type DemoShopOptions = { port?: number; host?: string; robots?: string };

export type DemoShop = {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:4500 */
  url: string;
  port: number;
  close: () => Promise<void>;
  setPrice: (page: string, amountMinor: number, currency?: string) => void;
  setInStock: (page: string, inStock: boolean) => void;
  /** A copy of the request log (admin calls are not logged). */
  log: () => LogEntry[];
  state: ShopState;
};

/**
 * A small retailer on loopback for people and tests (`npm run demo-shop`, or `startDemoShop({ port: 0 })`
 * in a test): product pages for the monitoring acceptance cases, robots.txt, failure modes (403
 * challenge, 503 ×2 then 200, 429 with Retry-After), prices and stock changeable at /admin, and a
 * request log with timestamps and concurrency so tests can assert what was fetched and when.
 */
export async function startDemoShop(options: DemoShopOptions = {}): Promise<DemoShop> {
  const state = createShopState(options.robots);
  let inFlight = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo.local');
    if (url.pathname.startsWith('/admin/')) {
      void handleAdmin(req, res, url.pathname, state);
      return;
    }
    inFlight += 1;
    const entry: LogEntry = {
      at: new Date().toISOString(),
      end: null,
      method: req.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      status: 0,
      userAgent: req.headers['user-agent'] ?? null,
      concurrent: inFlight,
    };
    state.log.push(entry);
    res.on('close', () => {
      inFlight -= 1;
      entry.end = new Date().toISOString();
      entry.status = res.statusCode;
    });
    void route(req, res, url, state, origin());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 4500, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = () => `http://${host}:${address.port}`;
  return {
    url: origin(),
    port: address.port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    setPrice: (page, amountMinor, currency) => state.prices.set(page, { amountMinor, currency: currency ?? state.prices.get(page)?.currency ?? 'EUR' }),
    setInStock: (page, inStock) => state.stock.set(page, inStock),
    log: () => state.log.map((e) => ({ ...e })),
  };
}

async function route(req: IncomingMessage, res: ServerResponse, url: URL, state: ShopState, origin: string): Promise<void> {
  const path = url.pathname;
  const run = url.searchParams.get('run') ?? 'default';
  const answer = (a: PageAnswer, type = 'text/html; charset=utf-8') => {
    res.writeHead(a.status, { 'content-type': type, 'cache-control': 'no-store', ...a.headers });
    res.end(req.method === 'HEAD' ? undefined : a.body);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer({ status: 405, body: 'Method not allowed', headers: { allow: 'GET, HEAD' } }, 'text/plain');
  if (path === '/robots.txt') return answer({ status: 200, body: state.robots }, 'text/plain; charset=utf-8');
  if (path === '/') return answer({ status: 200, body: index() });
  if (path === '/products/flaky') {
    // 503, 503, then the page (case 11); count per ?run= so each test starts fresh.
    if (nextCount(state, `flaky:${run}`) <= 2) return answer({ status: 503, body: '<h1>Service unavailable</h1>' });
    return answer(PRODUCT_PAGES['espresso-machine'](state, origin, url.searchParams));
  }
  if (path === '/products/rate-limited') {
    if (nextCount(state, `rate:${run}`) === 1) return answer({ status: 429, body: '<h1>Too many requests</h1>', headers: { 'retry-after': '2' } });
    return answer(PRODUCT_PAGES['espresso-machine'](state, origin, url.searchParams));
  }
  const slug = /^\/products\/([\w-]+)$/.exec(path)?.[1];
  if (slug && PRODUCT_PAGES[slug]) return answer(PRODUCT_PAGES[slug](state, origin, url.searchParams));
  if (path.startsWith('/private/')) return answer({ status: 200, body: layout('Private', '<p>robots.txt asks monitors not to fetch this page.</p>') });
  if (path === '/redirect') {
    // An open redirect on purpose: the monitor's SSRF guard must check every hop (case 18).
    return answer({ status: 302, body: '', headers: { location: url.searchParams.get('to') ?? '/' } });
  }
  if (path === '/slow') {
    const ms = Math.min(Number(url.searchParams.get('ms')) || 1000, 30_000);
    const timer = setTimeout(() => answer({ status: 200, body: layout('Slow', '<p>Finally.</p>') }), ms);
    res.on('close', () => clearTimeout(timer));
    return;
  }
  if (path === '/big') {
    const kb = Math.min(Number(url.searchParams.get('kb')) || 1024, 64 * 1024);
    return answer({ status: 200, body: `<p>${'x'.repeat(kb * 1024)}</p>` });
  }
  return answer({ status: 404, body: layout('Not found', '<p>No such page.</p>') });
}

function index(): string {
  const links = [...Object.keys(PRODUCT_PAGES), 'flaky', 'rate-limited'].map((slug) => `<li><a href="/products/${esc(slug)}">${esc(slug)}</a></li>`).join('');
  return layout('Demo-Shop', `<ul>${links}<li><a href="/private/secret">private (disallowed)</a></li></ul>`);
}
