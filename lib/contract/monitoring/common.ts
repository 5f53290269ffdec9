import { z } from 'zod';
import { AVAILABILITIES, REPORT_KINDS, ALERT_KINDS } from '../values-forms';
import { paginationQuery } from '../common';
import { pageStepList } from './page-steps';
import type { PageStep } from './page-steps';
import { userPatternField, userPatternList } from './user-pattern';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { AVAILABILITIES, REPORT_KINDS, ALERT_KINDS };

/**
 * Shapes shared by every monitoring call (decision 0009). Money on the wire is an integer of minor
 * units plus an ISO 4217 code (`amount: 119900, currency: "EUR"` is 1,199.00 €): no float ever
 * holds a price.
 */

export const PAGE_STATUSES = [
  'pending',
  'ok',
  'blocked',
  'not_found',
  'needs_offer_mapping',
  'ambiguous_price',
  'extraction_failed',
  'robots_disallowed',
  'forbidden_target',
  'fetch_failed',
  'browser_unavailable',
  'paused',
] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const REQUEST_STATUSES = ['queued', 'running', 'succeeded', 'unchanged', 'failed', 'blocked', 'skipped_robots', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export type AvailabilityValue = (typeof AVAILABILITIES)[number];

export const PRICE_SOURCES = ['jsonld', 'microdata', 'og', 'selector', 'xpath', 'regex', 'manual'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const FETCH_MODES = ['auto', 'http', 'browser'] as const;
export const FETCHERS = ['http', 'browser'] as const;
export const PRODUCT_STATUSES = ['active', 'paused', 'archived'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export type AlertKind = (typeof ALERT_KINDS)[number];

/** An ISO 4217 code in upper case ("eur" is accepted and upper-cased). */
export const currencyCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'The currency must be a three-letter ISO 4217 code.'));

/** Minor units: a whole number, 0 or more (a free offer is not a price). */
export const minorAmount = (field: string) =>
  z.coerce
    .number({ error: `The ${field} must be a whole number of minor units.` })
    .int(`The ${field} must be a whole number of minor units.`)
    .min(0, `The ${field} must be at least 0.`)
    .max(Number.MAX_SAFE_INTEGER);

/** Per-page extraction settings, as the extraction cascade reads them (upstream/src/monitoring/extract). */
export type ExtractionSettings = {
  priceSelector?: string;
  priceXPath?: string;
  /** Applied to the page source; the first capture group (or the whole match) is the price text. */
  priceRegex?: string;
  availabilitySelector?: string;
  /** Currency and locale hints for display text ("1.299" needs one of them). */
  currency?: string;
  locale?: string;
  /** Pins the offer on a page with several (overrides the variation's identifiers). */
  offerMatch?: { sku?: string; gtin?: string; url?: string };
  /** Browser steps before the price is read (page-steps.ts); they make the page render in the browser. */
  steps?: PageStep[];
};

/** As stored on the page (camelCase in the row, snake_case on the wire): extraction plus noise filters. */
export type ExtractionSettingsColumn = ExtractionSettings & {
  ignoreSelectors?: string[];
  ignorePatterns?: string[];
  /**
   * Patterns the engine learned by fetching the page twice (learn-ignored-parts.ts): lines that
   * differed while price and availability did not. Shown as "ignored automatically"; a person may
   * remove one (a PUT sending a shorter list), never add one here (ignore_patterns is theirs).
   */
  learnedIgnores?: string[];
  /** When the engine last learned them (ISO time); unset means the next check learns. */
  learnedAt?: string;
};

export const extractionSettingsBody = z
  .object({
    price_selector: z.string().trim().max(500).optional(),
    price_xpath: z.string().trim().max(500).optional(),
    // Run with RE2 (user-pattern.ts): a pattern it cannot run is a 422 here, on the field.
    price_regex: userPatternField(500).optional(),
    availability_selector: z.string().trim().max(500).optional(),
    currency: currencyCode.optional().or(z.literal('')),
    locale: z
      .string()
      .trim()
      .max(35)
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'The locale must be a language tag such as de-DE.')
      .optional()
      .or(z.literal('')),
    offer_match: z
      .object({ sku: z.string().trim().max(100).optional(), gtin: z.string().trim().max(20).optional(), url: z.string().trim().max(2000).optional() })
      .optional(),
    ignore_selectors: z.array(z.string().trim().max(300)).max(50).optional(),
    ignore_patterns: userPatternList(z.string().max(300), 50).optional(),
    steps: pageStepList.optional(),
    // Only ever a subset of what the engine learned (checked by the service): removing one is allowed.
    learned_ignores: z.array(z.string().max(500)).max(50).optional(),
  })
  .strict();
export type ExtractionSettingsBody = z.infer<typeof extractionSettingsBody>;

/** What a new version changed against the one before it. */
export type VersionDiff = {
  added: number;
  removed: number;
  /** Share of the words that changed, 0..1. */
  changeRatio: number;
  /** Share of screenshot pixels that differ, 0..100; null when either side has no screenshot. */
  pixelDiffPercent: number | null;
};

/** Evidence a report line rests on: the page, the version and the price point that prove it. */
export type ReportEvidence = { page_id: number; url: string; retailer: string | null; version_id: number | null; price_id: number | null; observed_at: string };

export type ReportContents = {
  kind: (typeof REPORT_KINDS)[number];
  period: { from: string; to: string };
  generated_at: string;
  /** Rows depend on the kind; every row carries its evidence. */
  rows: Array<Record<string, unknown> & { evidence: ReportEvidence[] }>;
  summary: Record<string, unknown>;
};

/** Lists under a monitoring product: page (20), newest first unless said otherwise. */
export const monitoringListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type MonitoringListQuery = z.infer<typeof monitoringListQuery>;
