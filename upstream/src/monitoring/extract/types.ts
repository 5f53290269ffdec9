/** Where a value was read; `text` is availability read from visible wording, `manual` is typed in. */
export type ValueSource = 'jsonld' | 'microdata' | 'og' | 'selector' | 'xpath' | 'regex';
export type AvailabilitySource = ValueSource | 'text';

/** Never `in_stock` by default: without evidence the answer is `unknown`. */
export type Availability = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder' | 'discontinued' | 'in_store_only' | 'unknown';

/** One offer as found in one source, before matching. Amounts are raw; parsing happens later. */
export type RawOffer = {
  source: ValueSource;
  price: unknown;
  /** AggregateOffer bounds, kept so a single-price aggregate (low = high) can still be read. */
  lowPrice?: unknown;
  highPrice?: unknown;
  listPrice?: unknown;
  currency?: string;
  availability?: string;
  sku?: string;
  gtin?: string;
  url?: string;
  name?: string;
  /** Who sells this offer on a marketplace page (schema.org `seller`), with the page's own id when it has one. */
  seller?: OfferSeller;
};

export type OfferSeller = { name: string; id?: string };

export type OfferIdentity = { sku?: string; gtin?: string; url?: string };

/** The variation a page is watched for; any of the identifiers may match an offer. */
export type VariationRef = OfferIdentity & { name?: string };

/** Per-page extraction settings: one definition, in the contract (the page row stores them). */
export type { ExtractionSettings } from '@/lib/contract/monitoring/common';

export type ExtractedPrice = {
  amountMinor: number;
  currency: string;
  source: ValueSource;
  /** The text or value the amount was read from, for evidence and debugging. */
  raw: string;
  listAmountMinor?: number;
};

export type ExtractedRating = { value: number; count: number | null; best: number | null; source: ValueSource };

export type ExtractedReview = {
  /** Stable across re-scrapes of the same review: sha256 of author, date, rating and body. */
  key: string;
  author: string | null;
  rating: number | null;
  date: string | null;
  title: string | null;
  body: string;
  source: ValueSource;
};

export type ExtractStatus = 'ok' | 'needs_offer_mapping' | 'ambiguous_price' | 'no_price';

export type ExtractProblem =
  | 'override_missed'
  | 'invalid_selector'
  | 'invalid_xpath'
  | 'invalid_regex'
  /** The price pattern did not finish by its deadline, or its thread failed (user-patterns/pattern-workers.ts). */
  | 'pattern_timeout'
  | 'pattern_failed'
  | 'sources_disagree'
  | 'no_currency'
  | 'offer_not_matched';

export type ExtractResult = {
  status: ExtractStatus;
  price: ExtractedPrice | null;
  availability: { value: Availability; source: AvailabilitySource | null };
  /** The identifiers of the offer the price came from, when one was chosen among several. */
  matchedOffer: OfferIdentity | null;
  /** Every distinct structured offer, so a person can map the page when there are several. */
  offers: Array<
    OfferIdentity & { amountMinor: number | null; currency: string | null; availability: Availability; name?: string; seller?: OfferSeller; buyBox?: boolean }
  >;
  rating: ExtractedRating | null;
  reviews: ExtractedReview[];
  problems: ExtractProblem[];
};

/** What one source (JSON-LD, microdata, OpenGraph) found on a page. */
export type SourceFindings = { offers: RawOffer[]; rating: ExtractedRating | null; reviews: ExtractedReview[] };
