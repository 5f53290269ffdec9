import { z } from 'zod';
import { AVAILABILITIES, FETCHERS, PAGE_STATUSES } from './common';
import { pageBody } from './pages';

/**
 * `POST companies/{companyId}/monitoring-products/{id}/test-extraction` (our extension, not in
 * endpoints.txt): runs the extraction on a page now, with the page form's current (unsaved) values,
 * and answers what a check would store and where each value was read. Nothing is stored.
 */

/** The page form's fields that decide the extraction; the other page fields are ignored if sent. */
export const testExtractionBody = pageBody.pick({ url: true, fetch_mode: true, settings: true, variation_id: true });
export type TestExtractionBody = z.infer<typeof testExtractionBody>;

/**
 * What came of it: `extracted` = the page answered and was read (see `extraction_status` for whether
 * a price was found); otherwise why nothing could be read, as the page's status would say it.
 */
export const TEST_EXTRACTION_OUTCOMES = [
  'extracted',
  'blocked',
  'not_found',
  'robots_disallowed',
  'forbidden_target',
  'failed',
  'browser_unavailable',
] as const;
export type TestExtractionOutcome = (typeof TEST_EXTRACTION_OUTCOMES)[number];

/** Where a value was read: structured data, the page's own locator, visible wording or the <title>. */
export const READ_SOURCES = ['jsonld', 'microdata', 'og', 'selector', 'xpath', 'regex', 'text', 'html_title'] as const;
export type ReadSource = (typeof READ_SOURCES)[number];
const VALUE_SOURCES = ['jsonld', 'microdata', 'og', 'selector', 'xpath', 'regex'] as const;

export const EXTRACTION_STATUSES = ['ok', 'needs_offer_mapping', 'ambiguous_price', 'no_price'] as const;

export const testExtractionResult = z.object({
  outcome: z.enum(TEST_EXTRACTION_OUTCOMES),
  /** Why, in words, when something was not read (or a note on what was). */
  message: z.string().nullable(),
  /** The status the page would get from this check. */
  page_status: z.enum(PAGE_STATUSES),
  fetcher: z.enum(FETCHERS).nullable(),
  http_status: z.number().int().nullable(),
  final_url: z.string().nullable(),
  extraction_status: z.enum(EXTRACTION_STATUSES).nullable(),
  /** Notes of the cascade: override_missed, invalid_selector, sources_disagree, no_currency… */
  problems: z.array(z.string()),
  /** The price point a check would record (minor units + ISO 4217), null when none would be. */
  price: z
    .object({ amount: z.number().int(), list_amount: z.number().int().nullable(), currency: z.string(), source: z.enum(VALUE_SOURCES), raw: z.string() })
    .nullable(),
  availability: z.object({ value: z.enum(AVAILABILITIES), source: z.enum([...VALUE_SOURCES, 'text']).nullable() }).nullable(),
  title: z.object({ value: z.string(), source: z.enum(READ_SOURCES) }).nullable(),
  rating: z.object({ value: z.number(), count: z.number().int().nullable(), best: z.number().nullable(), source: z.enum(VALUE_SOURCES) }).nullable(),
  /** Reviews found on the page (a check stores the new ones). */
  reviews_count: z.number().int(),
  /** The structured offers found, so a page with several can be mapped to its variation. */
  offers: z.array(
    z.object({
      sku: z.string().nullable(),
      gtin: z.string().nullable(),
      url: z.string().nullable(),
      name: z.string().nullable(),
      amount: z.number().int().nullable(),
      currency: z.string().nullable(),
      availability: z.enum(AVAILABILITIES),
    }),
  ),
});
export type TestExtractionResult = z.infer<typeof testExtractionResult>;

/** At most this many test extractions per person per minute (429 beyond). */
export const TEST_EXTRACTION_RATE = { limit: 10, windowSeconds: 60 } as const;
