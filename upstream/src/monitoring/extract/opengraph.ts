import type { CheerioAPI } from 'cheerio';
import type { SourceFindings } from './types';

/**
 * OpenGraph / Facebook product tags: `product:price:amount` + `product:price:currency` (the older
 * `og:price:*` too), `product:availability`, `product:retailer_item_id` as the sku. One page, one offer.
 */
export function readOpenGraph($: CheerioAPI): SourceFindings {
  const meta = (...names: string[]) => {
    for (const name of names) {
      const value = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
      if (value !== undefined && value.trim()) return value.trim();
    }
    return undefined;
  };
  const price = meta('product:price:amount', 'og:price:amount', 'product:sale_price:amount');
  if (price === undefined) return { offers: [], rating: null, reviews: [] };
  return {
    offers: [
      {
        source: 'og',
        price,
        currency: meta('product:price:currency', 'og:price:currency', 'product:sale_price:currency'),
        listPrice: meta('product:original_price:amount'),
        availability: meta('product:availability', 'og:availability'),
        sku: meta('product:retailer_item_id'),
        gtin: meta('product:gtin', 'product:ean'),
        url: meta('og:url'),
      },
    ],
    rating: null,
    reviews: [],
  };
}
