import { esc, formatMoney, layout, productJsonLd, schemaAmount, scriptMoney } from './layout';
import { nextCount } from './shop-state';
import { ESPRESSO_DUO, marketplacePage } from './marketplace-page';
import type { ShopPrice, ShopState } from './shop-state';

export type PageAnswer = { status: number; body: string; headers?: Record<string, string> };
type Render = (state: ShopState, origin: string, query: URLSearchParams) => PageAnswer;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const price = (state: ShopState, slug: string): ShopPrice => state.prices.get(slug) ?? { amountMinor: 100, currency: 'EUR' };
const ok = (body: string): PageAnswer => ({ status: 200, body });

/** JSON-LD Offer with a changeable price shown as "1.299,00 €" (acceptance cases 1, 6, 13, 21). */
const espresso: Render = (state, origin) => {
  const p = price(state, 'espresso-machine');
  const ld = productJsonLd({
    ...ESPRESSO_DUO,
    offers: { '@type': 'Offer', price: schemaAmount(p), priceCurrency: p.currency, availability: IN_STOCK, url: `${origin}/products/espresso-machine` },
  });
  return ok(layout(ESPRESSO_DUO.name, `<p class="price">${formatMoney(p.amountMinor, p.currency)}</p><p>Dual boiler, PID.</p>`, ld));
};

/** Microdata 2879.20 and JSON-LD 2879.2 on one page (case 4). */
const grinder: Render = (state) => {
  const p = price(state, 'grinder');
  const ld = productJsonLd({
    name: 'Grinder Pro',
    sku: 'GR-PRO',
    offers: { '@type': 'Offer', price: Number(schemaAmount(p)), priceCurrency: p.currency },
  });
  const body = `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Grinder Pro</span>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
<meta itemprop="price" content="${schemaAmount(p)}"><meta itemprop="priceCurrency" content="${esc(p.currency)}">
<link itemprop="availability" href="${IN_STOCK}"><p class="price">${formatMoney(p.amountMinor, p.currency)}</p></div></div>`;
  return ok(layout('Grinder Pro', body, ld));
};

/** No structured data: only the `.price` element says the price (case 2). */
const kettle: Render = (state) => {
  const p = price(state, 'kettle');
  return ok(
    layout(
      'Gooseneck Kettle',
      `<div class="buy-box"><span class="price">${formatMoney(p.amountMinor, p.currency)}</span><button>In den Warenkorb</button></div>`,
    ),
  );
};

/** The price appears only after a script runs, 300 ms after load (case 8, browser fetcher). */
const scriptPrice: Render = (state) => {
  const p = price(state, 'script-price');
  const text = scriptMoney(p.amountMinor, p.currency);
  const script = `<script>setTimeout(function(){document.querySelector('.price').textContent=${text};},300);</script>`;
  return ok(layout('Milk Frother', `<span class="price" aria-live="polite"></span>${script}`));
};

/** AggregateOffer with two variants, S in stock and L sold out (case 5); `?size=` picks one. */
const millVariants: Render = (state, origin, query) => {
  const s = price(state, 'mill-s');
  const l = price(state, 'mill-l');
  const stock = (slug: string) => (state.stock.get(slug) === false ? OUT_OF_STOCK : IN_STOCK);
  const base = `${origin}/products/mill-variants`;
  const ld = productJsonLd({
    name: 'Hand Mill',
    url: base,
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: schemaAmount(s),
      highPrice: schemaAmount(l),
      priceCurrency: 'EUR',
      offerCount: 2,
      offers: [
        {
          '@type': 'Offer',
          sku: 'MILL-S',
          name: 'Small',
          price: schemaAmount(s),
          priceCurrency: s.currency,
          availability: stock('mill-s'),
          url: `${base}?size=s`,
        },
        {
          '@type': 'Offer',
          sku: 'MILL-L',
          name: 'Large',
          price: schemaAmount(l),
          priceCurrency: l.currency,
          availability: stock('mill-l'),
          url: `${base}?size=l`,
        },
      ],
    },
  });
  const chosen = query.get('size') === 'l' ? l : s;
  return ok(
    layout(
      'Hand Mill',
      `<p>Größe: <a href="?size=s">S</a> · <a href="?size=l">L</a></p><p class="price">${formatMoney(chosen.amountMinor, chosen.currency)}</p>`,
      ld,
    ),
  );
};

/** Out of stock said only in words (case 16). */
const soldOut: Render = (state) => {
  const p = price(state, 'sold-out');
  const words = state.stock.get('sold-out') === false ? 'Ausverkauft' : 'Sofort lieferbar';
  return ok(layout('Tamper 58 mm', `<span class="price">${formatMoney(p.amountMinor, p.currency)}</span><p class="stock">${words}</p>`));
};

/** aggregateRating 4.4 / 89 and Review items; `POST /admin/reviews` adds one (case 17). */
const reviewed: Render = (state) => {
  const p = price(state, 'reviewed');
  const ld = productJsonLd({
    name: 'Scale',
    sku: 'SCALE-1',
    offers: { '@type': 'Offer', price: schemaAmount(p), priceCurrency: p.currency, availability: IN_STOCK },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 89 },
    review: state.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.date,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating },
      reviewBody: r.body,
    })),
  });
  const list = state.reviews.map((r) => `<li><b>${esc(r.author)}</b> (${r.rating}/5): ${esc(r.body)}</li>`).join('');
  return ok(layout('Scale', `<p class="price">${formatMoney(p.amountMinor, p.currency)}</p><p>4,4 von 5 (89 Bewertungen)</p><ul>${list}</ul>`, ld));
};

/** A bot challenge answered with 403, as CDNs do (case 12). */
const challenge: Render = () => ({
  status: 403,
  headers: { 'cf-mitigated': 'challenge' },
  body: '<!doctype html><html><head><title>Just a moment...</title></head><body><h1>Checking your browser before accessing the shop.</h1><p>Enable JavaScript and cookies to continue.</p></body></html>',
});

/** One of ten plain pages on one host (case 10): `/products/item-3`. */
const item =
  (n: number): Render =>
  (state, origin) => {
    const p = state.prices.get(`item-${n}`) ?? { amountMinor: 1000 + n * 100, currency: 'EUR' };
    const ld = productJsonLd({
      name: `Item ${n}`,
      sku: `ITEM-${n}`,
      offers: { '@type': 'Offer', price: schemaAmount(p), priceCurrency: p.currency, availability: IN_STOCK, url: `${origin}/products/item-${n}` },
    });
    return ok(layout(`Item ${n}`, `<p class="price">${formatMoney(p.amountMinor, p.currency)}</p>`, ld));
  };

/**
 * A page that is never the same twice, as real shops are (issue 35): an ISO timestamp with
 * milliseconds, a visitor counter, a "sold" counter, a session id, and a "served by" line no default
 * pattern knows, with `?served=1` (the engine learns that one by fetching twice). Only the price is real content.
 */
const busy: Render = (state, origin, query) => {
  const p = price(state, 'busy');
  const ld = productJsonLd({
    name: 'Milk Jug 600 ml',
    sku: 'JUG-600',
    offers: { '@type': 'Offer', price: schemaAmount(p), priceCurrency: p.currency, availability: IN_STOCK, url: `${origin}/products/busy` },
  });
  const n = nextCount(state, 'busy-load');
  const session = Array.from({ length: 32 }, (_, i) => ((n * 7919 + i * 31) % 16).toString(16)).join('');
  const body = `<p class="price">${formatMoney(p.amountMinor, p.currency)}</p>
<p>Updated ${new Date(Date.now() + n).toISOString()}</p>
<p>Visitors today: ${400 + n * 17}</p>
<p>${30 + n} sold in the last 24 hours</p>
<p>Session ${session}${n % 2 ? 'a' : 'b'}</p>
${query.get('served') === '1' ? `<p class="served">Served by node-${n % 7} in ${20 + ((n * 13) % 50)} ms</p>` : ''}`;
  return ok(layout('Milk Jug 600 ml', body, ld));
};

/**
 * A script-drawn price behind a placeholder: ".price" holds "…" at once and the price after
 * `?delay=` ms (600 by default) — "holds any text" is not "holds a price" (issue 35).
 */
const placeholderPrice: Render = (state, _origin, query) => {
  const p = price(state, 'placeholder-price');
  const delay = Math.min(Number(query.get('delay') ?? 600) || 0, 20_000);
  const text = scriptMoney(p.amountMinor, p.currency);
  const script = `<script>setTimeout(function(){document.querySelector('.price').textContent=${text};},${delay});</script>`;
  return ok(layout('Tamper Station', `<span class="price" aria-live="polite">…</span>${script}`));
};

/**
 * A price shown only after a cookie banner is accepted and a size is chosen (page steps, issue 35):
 * "#accept-cookies" removes the banner, "button[data-size=l]" draws the large size's price.
 */
const steppedPrice: Render = (state) => {
  const p = price(state, 'stepped-price');
  const text = scriptMoney(p.amountMinor, p.currency);
  const body = `<div id="cookie-banner" role="dialog"><p>We use cookies.</p><button id="accept-cookies">Accept</button></div>
<p>Größe: <button data-size="s" disabled>S</button> <button data-size="l" disabled>L</button></p>
<span class="price"></span>
<script>
document.getElementById('accept-cookies').addEventListener('click', function () {
  document.getElementById('cookie-banner').remove();
  document.querySelectorAll('button[data-size]').forEach(function (b) { b.disabled = false; });
});
document.querySelector('button[data-size=l]').addEventListener('click', function () {
  document.querySelector('.price').textContent = ${text};
});
</script>`;
  return ok(layout('Knock Box', body));
};

export const PRODUCT_PAGES: Record<string, Render> = {
  'espresso-machine': espresso,
  grinder,
  kettle,
  'script-price': scriptPrice,
  busy,
  'placeholder-price': placeholderPrice,
  'stepped-price': steppedPrice,
  'mill-variants': millVariants,
  'sold-out': soldOut,
  reviewed,
  challenge,
  marketplace: marketplacePage,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`item-${i + 1}`, item(i + 1)])),
};
