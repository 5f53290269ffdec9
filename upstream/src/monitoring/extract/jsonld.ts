import type { CheerioAPI } from 'cheerio';
import { reviewKey } from './review-key';
import { asArray, firstGtin, isObject, numberOf, text, typesOf } from './structured-values';
import type { Json, JsonObject } from './structured-values';
import type { ExtractedRating, ExtractedReview, RawOffer, SourceFindings } from './types';

const PRODUCT_TYPES = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'SomeProducts', 'Vehicle', 'Book']);

/**
 * Products, offers, ratings and reviews from every JSON-LD block: top-level arrays, `@graph`,
 * `mainEntity`, `@id` references, ProductGroup → hasVariant, Offer / AggregateOffer (nested offers
 * expanded, otherwise low/high kept), priceSpecification. Broken blocks are skipped, not fatal.
 * Related products (`isRelatedTo`, `isSimilarTo`) are not walked: their offers are not this page's.
 */
export function readJsonLd($: CheerioAPI): SourceFindings {
  const roots: Json[] = [];
  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase();
    if (!type.startsWith('application/ld+json')) return;
    const raw = $(el)
      .text()
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\/\s*\]\]>)\s*$/, '');
    try {
      roots.push(JSON.parse(raw) as Json);
    } catch {
      // A shop's malformed block must not hide the other sources.
    }
  });

  const byId = new Map<string, JsonObject>();
  const nodes: JsonObject[] = [];
  const collect = (value: Json | undefined) => {
    for (const v of asArray(value)) {
      if (!isObject(v)) continue;
      if (typeof v['@id'] === 'string' && Object.keys(v).length > 1) byId.set(v['@id'], v);
      if (v['@graph'] !== undefined) collect(v['@graph']);
      if (v['@type'] !== undefined) nodes.push(v);
      if (v.mainEntity !== undefined) collect(v.mainEntity);
    }
  };
  collect(roots);
  const deref = (v: Json): Json => (isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).length === 1 ? (byId.get(v['@id']) ?? v) : v);

  const findings: SourceFindings = { offers: [], rating: null, reviews: [] };
  const seen = new Set<JsonObject>();
  const visitProduct = (product: JsonObject, parent: JsonObject | null) => {
    if (seen.has(product)) return;
    seen.add(product);
    const identity = {
      sku: text(product.sku),
      gtin: firstGtin(product),
      url: text(product.url),
      name: text(product.name) ?? (parent ? text(parent.name) : undefined),
    };
    for (const offer of asArray(product.offers).map(deref)) {
      if (isObject(offer)) findings.offers.push(...readOffer(offer, identity, deref));
    }
    for (const variant of asArray(product.hasVariant).map(deref)) {
      if (isObject(variant)) visitProduct(variant, product);
    }
    findings.rating ??= readRating(deref(product.aggregateRating ?? null));
    for (const review of asArray(product.review ?? product.reviews).map(deref)) {
      const read = isObject(review) ? readReview(review) : null;
      if (read) findings.reviews.push(read);
    }
  };
  for (const node of nodes) {
    if (typesOf(node).some((t) => PRODUCT_TYPES.has(t))) visitProduct(node, null);
  }
  return findings;
}

type Identity = { sku?: string; gtin?: string; url?: string; name?: string };

function readOffer(offer: JsonObject, parent: Identity, deref: (v: Json) => Json): RawOffer[] {
  const own: Identity = {
    sku: text(offer.sku) ?? parent.sku,
    gtin: firstGtin(offer) ?? parent.gtin,
    url: text(offer.url) ?? parent.url,
    name: text(offer.name) ?? parent.name,
  };
  const nested = asArray(offer.offers).map(deref).filter(isObject);
  if (typesOf(offer).includes('AggregateOffer') && nested.length > 0) {
    return nested.flatMap((o) => readOffer(o, own, deref));
  }
  const specs = asArray(offer.priceSpecification).map(deref).filter(isObject);
  const listSpec = specs.find((s) => /ListPrice|StrikethroughPrice|MSRP/i.test(text(s.priceType) ?? ''));
  const saleSpec = specs.find((s) => s !== listSpec);
  const price = offer.price ?? saleSpec?.price;
  const seller = readSeller(deref(offer.seller ?? null));
  return [
    {
      source: 'jsonld',
      price: Array.isArray(price) ? price[0] : price,
      lowPrice: offer.lowPrice ?? undefined,
      highPrice: offer.highPrice ?? undefined,
      listPrice: listSpec?.price ?? undefined,
      currency: text(offer.priceCurrency) ?? text(saleSpec?.priceCurrency) ?? text(listSpec?.priceCurrency),
      availability: text(offer.availability),
      ...own,
      ...(seller ? { seller } : {}),
    },
  ];
}

/** schema.org `seller`: an Organization or Person (name, and `identifier` or `@id` as the page's seller id), or a bare name. */
function readSeller(value: Json): { name: string; id?: string } | null {
  if (typeof value === 'string') return value.trim() ? { name: value.trim() } : null;
  if (!isObject(value)) return null;
  const id = text(value.identifier) ?? text(value.sellerId) ?? (typeof value['@id'] === 'string' ? value['@id'] : undefined);
  const name = (typeof value.name === 'string' ? value.name.trim() : undefined) || id;
  return name ? { name, ...(id ? { id } : {}) } : null;
}

function readRating(value: Json): ExtractedRating | null {
  if (!isObject(value)) return null;
  const rating = numberOf(value.ratingValue);
  if (rating === null) return null;
  const count = numberOf(value.reviewCount) ?? numberOf(value.ratingCount);
  return { value: rating, count: count === null ? null : Math.round(count), best: numberOf(value.bestRating), source: 'jsonld' };
}

function readReview(node: JsonObject): ExtractedReview | null {
  const body = text(node.reviewBody) ?? text(node.description) ?? '';
  const author = text(node.author) ?? null;
  const rating = isObject(node.reviewRating) ? numberOf(node.reviewRating.ratingValue) : null;
  const date = text(node.datePublished) ?? text(node.dateCreated) ?? null;
  const title = text(node.name) ?? text(node.headline) ?? null;
  if (!body && rating === null) return null;
  return { key: reviewKey({ author, date, rating, body, title }), author, rating, date, title, body, source: 'jsonld' };
}
