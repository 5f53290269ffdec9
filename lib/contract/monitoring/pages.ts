import { z } from 'zod';
import { MAX_DB_ID, nullableId } from '../catalogue-common';
import { fieldUrl } from '../web-url';
import { AVAILABILITIES, extractionSettingsBody, FETCH_MODES, FETCHERS, monitoringListQuery, PAGE_STATUSES, PRICE_SOURCES } from './common';

/**
 * `…/monitoring-products/{id}/pages`: the URL of one variation (or of the product) at one retailer.
 * People set the URL, retailer, fetch mode, extraction settings and pause or resume it; every other
 * status is the engine's.
 */

export const DUPLICATE_PAGE_MESSAGE = 'This page is already monitored for this variation.';

/** Never fetched with credentials (the monitor refuses them), so never stored or shown with them. */
export const CREDENTIALS_IN_URL_MESSAGE = 'The url may not contain a user name or password.';
const hasCredentials = (value: string) => {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
};

/** The URL of a monitored page: http(s), at most 2000 characters, no user name or password. */
export const pageUrl = z
  .string({ error: 'The url field is required.' })
  .trim()
  .min(1, 'The url field is required.')
  .pipe(fieldUrl('url', 2000))
  .refine((v) => !hasCredentials(v), CREDENTIALS_IN_URL_MESSAGE);

export const pageBody = z.object({
  url: pageUrl,
  variation_id: nullableId,
  company_retailer_id: nullableId,
  fetch_mode: z.enum(FETCH_MODES, { error: 'The fetch mode must be auto, http or browser.' }).optional(),
  settings: z.preprocess((v) => (v === '' ? {} : v), extractionSettingsBody).optional(),
  /** `paused` stops checks; `active` resumes them (the page goes back to `pending`). */
  status: z.enum(['active', 'paused'], { error: 'The status must be active or paused.' }).optional(),
});
export type PageBody = z.infer<typeof pageBody>;
export const pageUpdateBody = pageBody.partial().extend({
  /**
   * "Learn ignored parts": forget what was learned and learn again at the page's next check (which
   * is made due now) by loading it twice.
   */
  relearn: z.boolean({ error: 'The relearn field must be true or false.' }).optional(),
});
export type PageUpdateBody = z.infer<typeof pageUpdateBody>;

export const pageListQuery = monitoringListQuery.extend({
  variation_id: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
});
export type PageListQuery = z.infer<typeof pageListQuery>;

export const extractionSettingsResource = z.object({
  price_selector: z.string().optional(),
  price_xpath: z.string().optional(),
  price_regex: z.string().optional(),
  availability_selector: z.string().optional(),
  currency: z.string().optional(),
  locale: z.string().optional(),
  offer_match: z.object({ sku: z.string().optional(), gtin: z.string().optional(), url: z.string().optional() }).optional(),
  ignore_selectors: z.array(z.string()).optional(),
  ignore_patterns: z.array(z.string()).optional(),
  steps: z.array(z.object({ action: z.enum(['click', 'wait_for', 'wait']), selector: z.string().optional(), ms: z.number().int().optional() })).optional(),
  /** Ignored automatically: lines the engine saw change between two loads while the price did not. */
  learned_ignores: z.array(z.string()).optional(),
  learned_at: z.string().optional(),
});
export type ExtractionSettings = z.infer<typeof extractionSettingsResource>;

export const latestPrice = z.object({
  amount: z.number().int().nullable(),
  list_amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  availability: z.enum(AVAILABILITIES),
  source: z.enum(PRICE_SOURCES),
  observed_at: z.string(),
});
export type LatestPrice = z.infer<typeof latestPrice>;

export const pageResource = z.object({
  id: z.number().int(),
  monitoring_product_id: z.number().int(),
  url: z.string(),
  normalized_url: z.string(),
  domain: z.string(),
  variation_id: z.number().int().nullable(),
  company_retailer_id: z.number().int().nullable(),
  retailer_name: z.string().nullable(),
  fetch_mode: z.enum(FETCH_MODES),
  settings: extractionSettingsResource,
  status: z.enum(PAGE_STATUSES),
  status_detail: z.string().nullable(),
  consecutive_failures: z.number().int(),
  last_fetcher: z.enum(FETCHERS).nullable(),
  last_success_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  next_check_at: z.string().nullable(),
  latest_price: latestPrice.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MonitoringPage = z.infer<typeof pageResource>;
