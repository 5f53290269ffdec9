import type { CheerioAPI } from 'cheerio';
import type { OfferMatch } from './match-offer';
import type { NormalizedOffer } from './normalize-offers';
import { normalizeGtin, normalizeSku } from './offer-identity';
import { foldSellerName, sellerKey } from './seller-key';
import type { OfferIdentity } from './types';

/**
 * The offer of a marketplace page: one whose offers come from two or more sellers (schema.org
 * `seller`). The variation's sku or gtin narrows them when it matches any; then the offer the page
 * marks as holding the buy box (an element with `data-buybox-seller` naming the seller or its id —
 * schema.org has no property for it) is the page's price, else the lowest price (what a shopper
 * is shown first). Every seller's offer is still listed, with `buyBox` set on the marked one.
 * Returns null for a page that is not a marketplace page (the ordinary matching applies).
 */
export function chooseMarketplaceOffer($: CheerioAPI, offers: NormalizedOffer[], target: OfferIdentity): OfferMatch | null {
  const sellers = new Set(offers.filter((o) => o.seller).map((o) => sellerKey(o.seller as NonNullable<NormalizedOffer['seller']>)));
  if (sellers.size < 2) return null;
  const marker = $('[data-buybox-seller]').first().attr('data-buybox-seller')?.trim();
  if (marker) {
    for (const offer of offers) {
      const s = offer.seller;
      if (s && (foldSellerName(s.name) === foldSellerName(marker) || (s.id !== undefined && s.id.trim().toLowerCase() === marker.toLowerCase())))
        offer.buyBox = true;
    }
  }
  const sku = normalizeSku(target.sku);
  const gtin = normalizeGtin(target.gtin);
  const bySku = sku ? offers.filter((o) => normalizeSku(o.sku) === sku) : [];
  const byGtin = gtin ? offers.filter((o) => normalizeGtin(o.gtin) === gtin) : [];
  const candidates = (bySku.length ? bySku : byGtin.length ? byGtin : offers).filter((o) => o.parsed.ok);
  if (candidates.length === 0) return { kind: 'needs_mapping' };
  const amount = (o: NormalizedOffer) => (o.parsed.ok ? o.parsed.amountMinor : Number.POSITIVE_INFINITY);
  const chosen = candidates.find((o) => o.buyBox) ?? [...candidates].sort((a, b) => amount(a) - amount(b))[0];
  return { kind: 'matched', offer: chosen, byIdentity: bySku.length > 0 || byGtin.length > 0, conflict: false };
}
