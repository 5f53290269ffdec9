import type { PageStatus } from '@/lib/contract/monitoring/common';
import type { TestExtractionOutcome, TestExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import type { FetchOutcome } from '../../../monitoring/fetch/fetch-outcome';
import { loadCheerio } from '../../../lib/on-demand-modules';
import { readPageTitle } from './read-page-title';

type Content = Extract<FetchOutcome, { kind: 'content' }>;

const NOTHING_READ = { extraction_status: null, problems: [], price: null, availability: null, title: null, rating: null, reviews_count: 0, offers: [] };

/** Failed outcomes whose page status is an outcome of its own; anything else is `failed`. */
const OWN_OUTCOMES: Partial<Record<PageStatus, TestExtractionOutcome>> = {
  forbidden_target: 'forbidden_target',
  browser_unavailable: 'browser_unavailable',
  robots_disallowed: 'robots_disallowed',
};

/**
 * What one attempt at a page means for a person about to save it: the price point, availability,
 * title, rating and reviews a check would store, each with where it was read, and the page status
 * the check would set (the engine's words, record-content.ts) — or why nothing could be read.
 */
export async function previewOfOutcome(outcome: FetchOutcome): Promise<TestExtractionResult> {
  const seen = { fetcher: outcome.fetcher, http_status: outcome.httpStatus, final_url: outcome.finalUrl };
  switch (outcome.kind) {
    case 'content':
      return contentPreview(outcome);
    case 'blocked':
      return { ...seen, ...NOTHING_READ, outcome: 'blocked', page_status: 'blocked', message: outcome.detail };
    case 'not_found':
      return { ...seen, ...NOTHING_READ, outcome: 'not_found', page_status: 'not_found', message: `The retailer answered ${outcome.httpStatus}.` };
    case 'retry':
      return { ...seen, ...NOTHING_READ, outcome: 'failed', page_status: 'fetch_failed', message: `${outcome.error} (a check would try again later).` };
    case 'failed':
      return { ...seen, ...NOTHING_READ, outcome: OWN_OUTCOMES[outcome.pageStatus] ?? 'failed', page_status: outcome.pageStatus, message: outcome.error };
  }
}

async function contentPreview(content: Content): Promise<TestExtractionResult> {
  const { extract } = content;
  const problems = extract.problems.length ? ` (${extract.problems.join(', ')})` : '';
  let pageStatus: PageStatus = 'ok';
  let message: string | null = extract.problems.length ? `Read with notes: ${extract.problems.join(', ')}` : content.note;
  if (extract.status === 'needs_offer_mapping') {
    pageStatus = 'needs_offer_mapping';
    message = `The page lists ${extract.offers.length} offers; choose the one of this variation (sku, gtin or URL).`;
  } else if (extract.status === 'ambiguous_price') {
    pageStatus = 'ambiguous_price';
    message = `The price text can be read more than one way; set the page's locale or currency${problems}.`;
  } else if (extract.status === 'no_price') {
    pageStatus = content.browserMissing ? 'browser_unavailable' : 'extraction_failed';
    message = content.browserMissing
      ? `No price in the HTTP answer, and the page cannot be rendered: ${content.browserMissing}`
      : `No price found${problems}${content.note ? `; ${content.note}` : ''}.`;
  }
  const { price, rating } = extract;
  return {
    outcome: pageStatus === 'browser_unavailable' ? 'browser_unavailable' : 'extracted',
    message,
    page_status: pageStatus,
    fetcher: content.fetcher,
    http_status: content.httpStatus,
    final_url: content.finalUrl,
    extraction_status: extract.status,
    problems: extract.problems,
    price: price
      ? { amount: price.amountMinor, list_amount: price.listAmountMinor ?? null, currency: price.currency, source: price.source, raw: price.raw.slice(0, 500) }
      : null,
    availability: { value: extract.availability.value, source: extract.availability.source },
    title: readPageTitle((await loadCheerio())(content.html)),
    rating: rating ? { value: rating.value, count: rating.count, best: rating.best, source: rating.source } : null,
    reviews_count: extract.reviews.length,
    offers: extract.offers.slice(0, 20).map((o) => ({
      sku: o.sku ?? null,
      gtin: o.gtin ?? null,
      url: o.url ?? null,
      name: o.name ?? null,
      amount: o.amountMinor,
      currency: o.currency,
      availability: o.availability,
    })),
  };
}
