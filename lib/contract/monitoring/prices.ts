import { z } from 'zod';
import { paginationQuery } from '../common';
import { optionalRecordId } from './requests';
import { AVAILABILITIES, currencyCode, minorAmount, PRICE_SOURCES } from './common';

/**
 * `companies/{companyId}/monitoring-products/{id}/prices`: the price series, one point
 * per change of amount, currency or availability. Money is minor units + ISO 4217 code. Only manual
 * points (source `manual`) can be edited or deleted: scraped evidence is never rewritten.
 */

export const PRICE_SERIES_MAX = 5000;

const instantInput = (field: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
      `The ${field} must be a date or an ISO 8601 date-time.`,
    );

/** '' (JSON null) would coerce to 0: it is "not sent" for an optional amount, "missing" for a required one. */
const amountField = (field: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), minorAmount(field));
const optionalAmount = (field: string) => z.union([z.literal(''), minorAmount(field)]).optional();

export const priceResource = z.object({
  id: z.number().int(),
  page_id: z.number().int().nullable(),
  variation_id: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  list_amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  availability: z.enum(AVAILABILITIES),
  source: z.enum(PRICE_SOURCES),
  raw_text: z.string().nullable(),
  first_observed_at: z.string(),
  last_observed_at: z.string(),
  observed_count: z.number().int(),
  version_id: z.number().int().nullable(),
  request_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PriceResource = z.infer<typeof priceResource>;

export const priceListQuery = paginationQuery.extend({
  page_id: optionalRecordId('The selected page is invalid.'),
  variation_id: optionalRecordId('The selected variation is invalid.'),
  from: instantInput('from date').optional(),
  to: instantInput('to date').optional(),
  /** `1`: every point of the filter, oldest first, unpaged (at most PRICE_SERIES_MAX), for charts. */
  series: z
    .enum(['0', '1', 'true', 'false'], { error: 'The series field must be 1 or 0.' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type PriceListQuery = z.infer<typeof priceListQuery>;

export const priceBody = z.object({
  page_id: optionalRecordId('The selected page is invalid.'),
  variation_id: optionalRecordId('The selected variation is invalid.'),
  amount: amountField('amount'),
  list_amount: optionalAmount('list amount').transform((v) => (v === '' ? undefined : v)),
  currency: currencyCode,
  availability: z.enum(AVAILABILITIES, { error: `The availability must be one of ${AVAILABILITIES.join(', ')}.` }).default('unknown'),
  observed_at: instantInput('observed at').optional(),
});
export type PriceBody = z.infer<typeof priceBody>;

export const priceUpdateBody = z.object({
  amount: amountField('amount').optional(),
  /** '' (or null) clears the list amount. */
  list_amount: optionalAmount('list amount'),
  currency: currencyCode.optional(),
  availability: z.enum(AVAILABILITIES, { error: `The availability must be one of ${AVAILABILITIES.join(', ')}.` }).optional(),
  observed_at: instantInput('observed at').optional(),
});
export type PriceUpdateBody = z.infer<typeof priceUpdateBody>;
