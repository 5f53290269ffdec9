import { parsePrice } from '../money/parse-price';
import { availabilityFromText } from './availability';
import { readJsonLd } from './jsonld';
import { matchOffer } from './match-offer';
import { readMicrodata } from './microdata';
import { normalizeOffers } from './normalize-offers';
import type { NormalizedOffer } from './normalize-offers';
import { readOpenGraph } from './opengraph';
import { availabilityText } from './availability-text';
import { readOverride } from './read-override';
import { chooseMarketplaceOffer } from './marketplace-offers';
import type { ExtractedPrice, ExtractionSettings, ExtractProblem, ExtractResult, ExtractStatus, VariationRef } from './types';
import { loadCheerio } from '../../lib/on-demand-modules';

export type ExtractInput = { url: string; settings?: ExtractionSettings; variation?: VariationRef | null };

/**
 * Price, availability, rating and reviews of one product page. The cascade (docs/decisions/0007):
 * 1. The page's own locator (selector → XPath → regex) when one is set: a person's override beats
 *    auto-detection; when it finds nothing the structured sources still answer (`override_missed`).
 * 2. Structured data — JSON-LD, then microdata, then OpenGraph: the first source with offers
 *    decides; later sources only confirm (agreeing duplicates are one price) or disagree (a problem).
 * 3. Several distinct offers are matched to the variation by sku / gtin / URL; no single match →
 *    `needs_offer_mapping` and no price. Ambiguous display text → `ambiguous_price` and no price.
 * Availability comes from the chosen offer, else from the page's wording, else `unknown`.
 * Async because a price pattern runs off the event loop (readOverride).
 */
export async function extractProduct(html: string, input: ExtractInput): Promise<ExtractResult> {
  const load = await loadCheerio();
  const settings = input.settings ?? {};
  const $ = load(html);
  const locale = settings.locale ?? ($('html').attr('lang') || undefined);
  const hints = { currency: settings.currency, locale };
  const problems = new Set<ExtractProblem>();

  const found = [readJsonLd($), readMicrodata($), readOpenGraph($)];
  const perSource = found.map((f) => normalizeOffers(f.offers, hints)).filter((offers) => offers.length > 0);
  const [primary = [], ...others] = perSource;
  const target = { ...input.variation, ...settings.offerMatch };
  // A marketplace page (offers by two or more sellers) answers with the buy box offer, else the lowest.
  const match = chooseMarketplaceOffer($, primary, target) ?? matchOffer(primary, target, input.url);
  const chosen: NormalizedOffer | null = match.kind === 'matched' ? match.offer : null;
  if (match.kind === 'matched' && match.conflict) problems.add('offer_not_matched');

  let price: ExtractedPrice | null = null;
  let status: ExtractStatus = 'no_price';
  const override = await readOverride($, html, settings);
  override.problems.forEach((p) => problems.add(p));
  const hasOverride = Boolean(settings.priceSelector || settings.priceXPath || settings.priceRegex);
  if (override.text !== null && override.source !== null) {
    const structuredCurrency = chosen?.parsed.ok ? chosen.parsed.currency : undefined;
    const parsed = parsePrice(override.text, { currency: settings.currency ?? structuredCurrency, locale });
    if (parsed.ok) price = { amountMinor: parsed.amountMinor, currency: parsed.currency, source: override.source, raw: override.text };
    else if (parsed.reason === 'no_currency') problems.add('no_currency');
    status = parsed.ok ? 'ok' : parsed.reason === 'ambiguous' ? 'ambiguous_price' : 'no_price';
  } else {
    if (hasOverride) problems.add('override_missed');
    if (match.kind === 'needs_mapping') status = 'needs_offer_mapping';
    else if (chosen?.parsed.ok) {
      const { amountMinor, currency } = chosen.parsed;
      price = { amountMinor, currency, source: chosen.source, raw: chosen.raw, listAmountMinor: chosen.listAmountMinor };
      status = 'ok';
    } else if (chosen && !chosen.parsed.ok) {
      if (chosen.parsed.reason === 'no_currency') problems.add('no_currency');
      status = chosen.parsed.reason === 'ambiguous' ? 'ambiguous_price' : 'no_price';
    }
  }
  if (price && others.some((offers) => disagrees(offers, price))) problems.add('sources_disagree');

  let availability: ExtractResult['availability'] = { value: 'unknown', source: null };
  // The chosen offer's availability, else that of an agreeing duplicate in a later source.
  const confirming = chosen ? [chosen, ...others.flat().filter((o) => sameAmount(o, chosen))] : [];
  const structured = confirming.find((o) => o.availability !== 'unknown');
  if (structured) availability = { value: structured.availability, source: structured.source };
  else if (match.kind !== 'needs_mapping') {
    const fromText = availabilityFromText(availabilityText($, settings));
    if (fromText !== 'unknown') availability = { value: fromText, source: 'text' };
  }

  const reviews = new Map(found.flatMap((f) => f.reviews).map((r) => [r.key, r] as const));
  return {
    status,
    price,
    availability,
    matchedOffer: chosen && match.kind === 'matched' && match.byIdentity ? { sku: chosen.sku, gtin: chosen.gtin, url: chosen.url } : null,
    offers: primary.map((o) => ({
      sku: o.sku,
      gtin: o.gtin,
      url: o.url,
      name: o.name,
      amountMinor: o.parsed.ok ? o.parsed.amountMinor : null,
      currency: o.parsed.ok ? o.parsed.currency : null,
      availability: o.availability,
      ...(o.seller ? { seller: o.seller, buyBox: o.buyBox === true } : {}),
    })),
    rating: found.map((f) => f.rating).find((r) => r !== null) ?? null,
    reviews: [...reviews.values()],
    problems: [...problems],
  };
}

function sameAmount(a: NormalizedOffer, b: NormalizedOffer): boolean {
  return a.parsed.ok && b.parsed.ok && a.parsed.amountMinor === b.parsed.amountMinor && a.parsed.currency === b.parsed.currency;
}

/** A later source with exactly one offer whose amount differs from the chosen price. */
function disagrees(offers: NormalizedOffer[], price: ExtractedPrice): boolean {
  if (offers.length !== 1 || !offers[0].parsed.ok) return false;
  return offers[0].parsed.amountMinor !== price.amountMinor || offers[0].parsed.currency !== price.currency;
}
