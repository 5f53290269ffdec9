import { normalizeGtin, normalizeSku } from './offer-identity';
import type { NormalizedOffer } from './normalize-offers';
import type { OfferIdentity } from './types';

export type OfferMatch = { kind: 'none' } | { kind: 'matched'; offer: NormalizedOffer; byIdentity: boolean; conflict: boolean } | { kind: 'needs_mapping' };

/**
 * Chooses the offer a page's variation refers to. A single (distinct) offer is the page's offer.
 * Several offers need an identity: the page's `offerMatch` setting, else the variation's sku / gtin /
 * URL, else the page URL itself (shops whose variant pages carry the variant in the query). Several
 * offers and no single match → `needs_mapping`: recording the first price would be a guess.
 * `conflict` marks a lone offer whose identifiers contradict the variation's.
 */
export function matchOffer(offers: NormalizedOffer[], target: OfferIdentity, pageUrl: string): OfferMatch {
  if (offers.length === 0) return { kind: 'none' };
  // The most specific identifier that matches anything decides: sku, then gtin, then URL (a
  // variant's offers often all inherit the product's URL, which must not outvote its sku).
  const sku = normalizeSku(target.sku);
  const gtin = normalizeGtin(target.gtin);
  const tiers = [
    sku ? offers.filter((o) => normalizeSku(o.sku) === sku) : [],
    gtin ? offers.filter((o) => normalizeGtin(o.gtin) === gtin) : [],
    offers.filter((o) => sameUrl(o.url, target.url ?? pageUrl, pageUrl)),
  ];
  const hits = tiers.find((tier) => tier.length > 0) ?? [];
  const distinctHits = new Set(hits.map((o) => (o.parsed.ok ? `${o.parsed.amountMinor} ${o.parsed.currency}` : `?${o.raw}`)));
  if (hits.length > 0 && distinctHits.size === 1) return { kind: 'matched', offer: hits[0], byIdentity: true, conflict: false };
  if (offers.length === 1) {
    const conflict = contradicts(offers[0], target);
    return { kind: 'matched', offer: offers[0], byIdentity: false, conflict };
  }
  return { kind: 'needs_mapping' };
}

function contradicts(offer: NormalizedOffer, target: OfferIdentity): boolean {
  const sku = normalizeSku(target.sku);
  const gtin = normalizeGtin(target.gtin);
  return (!!sku && !!offer.sku && normalizeSku(offer.sku) !== sku) || (!!gtin && !!offer.gtin && normalizeGtin(offer.gtin) !== gtin);
}

function sameUrl(a: string | undefined, b: string | undefined, base: string): boolean {
  if (!a || !b) return false;
  const canon = (u: string) => {
    try {
      const parsed = new URL(u, base);
      parsed.hash = '';
      return parsed.href.replace(/\/(?=$|\?)/, '');
    } catch {
      return null;
    }
  };
  const left = canon(a);
  return left !== null && left === canon(b);
}
