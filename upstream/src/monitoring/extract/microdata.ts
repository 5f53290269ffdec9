import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { reviewKey } from './review-key';
import type { ExtractedRating, ExtractedReview, RawOffer, SourceFindings } from './types';

type Scope = { el: Element; props: Map<string, Array<string | Element>> };

/**
 * Products, offers, ratings and reviews from schema.org microdata. A scope's properties are the
 * `itemprop`s whose nearest `itemscope` ancestor is that scope (nested scopes own theirs). A value
 * is `content`, then `href`/`src`/`datetime`/`value`, then the text, as the microdata spec reads it.
 */
export function readMicrodata($: CheerioAPI): SourceFindings {
  const findings: SourceFindings = { offers: [], rating: null, reviews: [] };
  const scopeOf = (el: Element): Scope => {
    const props = new Map<string, Array<string | Element>>();
    $(el)
      .find('[itemprop]')
      .each((_, child) => {
        if ($(child).parent().closest('[itemscope]')[0] !== el) return;
        const value = $(child).is('[itemscope]') ? child : valueOf($(child));
        for (const name of ($(child).attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
          props.set(name, [...(props.get(name) ?? []), value]);
        }
      });
    return { el, props };
  };
  const str = (scope: Scope, name: string) => scope.props.get(name)?.find((v): v is string => typeof v === 'string');
  const scopes = (scope: Scope, name: string) => (scope.props.get(name) ?? []).filter((v): v is Element => typeof v !== 'string').map(scopeOf);

  $('[itemscope][itemtype]').each((_, el) => {
    const type = $(el).attr('itemtype') ?? '';
    if (!/schema\.org\/(Product|IndividualProduct|ProductModel|ProductGroup)\b/i.test(type)) return;
    if ($(el).is('[itemprop]')) return; // a product nested as a property (isRelatedTo) is not this page's
    const product = scopeOf(el);
    const identity = {
      sku: str(product, 'sku'),
      gtin: str(product, 'gtin13') ?? str(product, 'gtin14') ?? str(product, 'gtin12') ?? str(product, 'gtin8') ?? str(product, 'gtin'),
      url: str(product, 'url'),
      name: str(product, 'name'),
    };
    const offerScopes = scopes(product, 'offers');
    const flat = offerScopes.flatMap((o) => (scopes(o, 'offers').length > 0 ? scopes(o, 'offers') : [o]));
    for (const offer of flat) findings.offers.push(readOffer(offer, identity, str, scopes));
    if (offerScopes.length === 0 && str(product, 'price') !== undefined) findings.offers.push(readOffer(product, identity, str, scopes));
    const [rating] = scopes(product, 'aggregateRating');
    if (rating && !findings.rating) findings.rating = readRating(rating, str);
    for (const review of scopes(product, 'review')) {
      const read = readReview(review, str, scopes);
      if (read) findings.reviews.push(read);
    }
  });
  return findings;
}

type Str = (scope: Scope, name: string) => string | undefined;

function readOffer(offer: Scope, identity: Omit<RawOffer, 'source' | 'price'>, str: Str, scopes: (s: Scope, n: string) => Scope[]): RawOffer {
  const [sellerScope] = scopes(offer, 'seller');
  const sellerName = sellerScope ? str(sellerScope, 'name') : str(offer, 'seller');
  const sellerId = sellerScope ? (str(sellerScope, 'identifier') ?? sellerScope.el.attribs.itemid) : undefined;
  return {
    ...(sellerName || sellerId ? { seller: { name: (sellerName || sellerId) as string, ...(sellerId ? { id: sellerId } : {}) } } : {}),
    source: 'microdata',
    price: str(offer, 'price'),
    lowPrice: str(offer, 'lowPrice'),
    highPrice: str(offer, 'highPrice'),
    currency: str(offer, 'priceCurrency'),
    availability: str(offer, 'availability'),
    sku: str(offer, 'sku') ?? identity.sku,
    gtin: str(offer, 'gtin13') ?? str(offer, 'gtin14') ?? str(offer, 'gtin') ?? identity.gtin,
    url: str(offer, 'url') ?? identity.url,
    name: str(offer, 'name') ?? identity.name,
  };
}

function readRating(scope: Scope, str: Str): ExtractedRating | null {
  const num = (name: string) => {
    const n = Number((str(scope, name) ?? '').replace(',', '.'));
    return str(scope, name) !== undefined && Number.isFinite(n) ? n : null;
  };
  const value = num('ratingValue');
  if (value === null) return null;
  const count = num('reviewCount') ?? num('ratingCount');
  return { value, count: count === null ? null : Math.round(count), best: num('bestRating'), source: 'microdata' };
}

function readReview(scope: Scope, str: Str, scopes: (s: Scope, n: string) => Scope[]): ExtractedReview | null {
  const [ratingScope] = scopes(scope, 'reviewRating');
  const ratingText = ratingScope ? str(ratingScope, 'ratingValue') : undefined;
  const rating = ratingText !== undefined && Number.isFinite(Number(ratingText.replace(',', '.'))) ? Number(ratingText.replace(',', '.')) : null;
  const [authorScope] = scopes(scope, 'author');
  const author = (authorScope ? str(authorScope, 'name') : str(scope, 'author')) ?? null;
  const body = str(scope, 'reviewBody') ?? str(scope, 'description') ?? '';
  const date = str(scope, 'datePublished') ?? null;
  const title = str(scope, 'name') ?? null;
  if (!body && rating === null) return null;
  return { key: reviewKey({ author, date, rating, body, title }), author, rating, date, title, body, source: 'microdata' };
}

function valueOf(node: Cheerio<Element>): string {
  for (const attr of ['content', 'href', 'src', 'datetime', 'value']) {
    const v = node.attr(attr);
    if (v !== undefined) return v.trim();
  }
  return node.text().replace(/\s+/g, ' ').trim();
}
