import { parseStructuredAmount } from '../money/parse-structured-amount';
import type { ParsedPrice } from '../money/parse-price';
import { availabilityFromSchema } from './availability';
import { normalizeGtin, normalizeSku } from './offer-identity';
import { sellerKey } from './seller-key';
import type { Availability, OfferSeller, RawOffer, ValueSource } from './types';

export type NormalizedOffer = {
  source: ValueSource;
  parsed: ParsedPrice;
  listAmountMinor?: number;
  raw: string;
  availability: Availability;
  sku?: string;
  gtin?: string;
  url?: string;
  name?: string;
  seller?: OfferSeller;
  /** Set by extractProduct on the offer the page marks as holding the buy box. */
  buyBox?: boolean;
};

type Hints = { currency?: string; locale?: string };

/**
 * Parses each raw offer's amount (schema.org numbers strictly) and folds duplicates: offers with the
 * same identifiers, amount and currency are one offer, so "2879.20" and 2879.2, or a product that
 * repeats its offer, never count as "several offers". An AggregateOffer without nested offers has a
 * price only when its low and high prices agree; otherwise it is left without one (needs mapping).
 */
export function normalizeOffers(raw: RawOffer[], hints: Hints): NormalizedOffer[] {
  const byKey = new Map<string, NormalizedOffer>();
  for (const offer of raw) {
    const options = { currency: offer.currency ?? hints.currency, locale: hints.locale };
    let value = offer.price;
    if (value === undefined || value === null || value === '') {
      const low = parseStructuredAmount(offer.lowPrice, options);
      const high = parseStructuredAmount(offer.highPrice ?? offer.lowPrice, options);
      const same = low.ok && high.ok && low.amountMinor === high.amountMinor && low.currency === high.currency;
      value = same ? offer.lowPrice : undefined;
    }
    const parsed: ParsedPrice = value === undefined ? { ok: false, reason: 'no_number' } : parseStructuredAmount(value, options);
    const list = offer.listPrice === undefined ? null : parseStructuredAmount(offer.listPrice, options);
    const normalized: NormalizedOffer = {
      source: offer.source,
      parsed,
      listAmountMinor: list?.ok && parsed.ok && list.currency === parsed.currency ? list.amountMinor : undefined,
      raw: value === undefined ? '' : String(value),
      availability: availabilityFromSchema(offer.availability),
      sku: offer.sku,
      gtin: offer.gtin,
      url: offer.url,
      name: offer.name,
      seller: offer.seller,
    };
    const key = offerKey(normalized);
    const existing = byKey.get(key);
    // A duplicate may carry availability the first copy lacked (microdata beside JSON-LD).
    if (existing) {
      if (existing.availability === 'unknown') existing.availability = normalized.availability;
    } else byKey.set(key, normalized);
  }
  return [...byKey.values()];
}

function offerKey(offer: NormalizedOffer): string {
  const amount = offer.parsed.ok ? `${offer.parsed.amountMinor} ${offer.parsed.currency}` : `? ${offer.raw}`;
  // Two sellers at the same price are two offers on a marketplace page, not one repeated.
  return [normalizeSku(offer.sku), normalizeGtin(offer.gtin), offer.url ?? '', amount, offer.seller ? sellerKey(offer.seller) : ''].join('|');
}
