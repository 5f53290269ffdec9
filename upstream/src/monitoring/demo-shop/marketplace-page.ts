import { esc, formatMoney, layout, productJsonLd, schemaAmount } from './layout';
import type { ShopState } from './shop-state';

/** The espresso machine: its own page sells it, and so do the marketplace page's three sellers. */
export const ESPRESSO_DUO = { name: 'Espresso Machine Duo', sku: 'ESP-DUO', gtin13: '4006381333931' } as const;

/** The sellers of the marketplace page, each with the price key `setPrice` changes. */
export const MARKETPLACE_SELLERS = [
  { key: 'market-demo', id: 'S-100', name: 'Demo-Shop' },
  { key: 'market-outlet', id: 'S-200', name: 'Espresso Outlet' },
  { key: 'market-bargain', id: 'S-900', name: 'BargainHub' },
] as const;

/**
 * A marketplace page (issue 35): the same product offered by three sellers, each a JSON-LD Offer
 * with its `seller` (name and the shop's seller id). The lowest price holds the buy box, marked as
 * marketplaces do in the page itself (`data-buybox-seller`); by default that is BargainHub at
 * 1.150,00 €, below a MAP of 1.249,00 €.
 */
export function marketplacePage(state: ShopState, origin: string) {
  const offers = MARKETPLACE_SELLERS.map((s) => ({ ...s, price: state.prices.get(s.key) ?? { amountMinor: 129900, currency: 'EUR' } }));
  const holder = [...offers].sort((a, b) => a.price.amountMinor - b.price.amountMinor)[0];
  const ld = productJsonLd({
    ...ESPRESSO_DUO,
    offers: offers.map((o) => ({
      '@type': 'Offer',
      price: schemaAmount(o.price),
      priceCurrency: o.price.currency,
      availability: 'https://schema.org/InStock',
      url: `${origin}/products/marketplace`,
      seller: { '@type': 'Organization', name: o.name, identifier: o.id },
    })),
  });
  const rows = offers.map((o) => `<li>${esc(o.name)}: <span class="offer-price">${formatMoney(o.price.amountMinor, o.price.currency)}</span></li>`).join('');
  const buyBox = `<div class="buy-box" data-buybox-seller="${esc(holder.id)}"><p>Sold by ${esc(holder.name)}</p><p class="price">${formatMoney(holder.price.amountMinor, holder.price.currency)}</p></div>`;
  return { status: 200, body: layout(`${ESPRESSO_DUO.name} — all offers`, `${buyBox}<h2>Other sellers</h2><ul>${rows}</ul>`, ld) };
}
