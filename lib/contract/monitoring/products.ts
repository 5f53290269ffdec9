import { z } from 'zod';
import { catalogueListQuery, nullableId, optionalText, requiredText } from '../catalogue-common';
import { alertTaskLink } from './alert-links';
import { ALERT_KINDS, currencyCode, minorAmount, PAGE_STATUSES, PRODUCT_STATUSES } from './common';
import { isValidCron } from './cron';
import { currencyDigits } from './currency';

/**
 * `companies/{companyId}/monitoring-products`: the product a company watches at
 * retailers, its schedule, MAP and alert rules. Money is minor units + ISO 4217 code (common.ts).
 */

export const DEFAULT_SCHEDULE_CRON = '0 */6 * * *';
export const DEFAULT_SCHEDULE_TZ = 'UTC';

/** A currency ISO 4217 knows (`XYZ` has the right shape but is refused). */
export const knownCurrency = currencyCode.refine((c) => currencyDigits(c) !== null, 'The currency must be an ISO 4217 code such as EUR.');
/** '' (or JSON null) clears; otherwise a known currency. */
export const optionalCurrency = z.union([z.literal(''), knownCurrency]).optional();
export const optionalMinor = (field: string) => z.union([z.literal(''), minorAmount(field)]).optional();
/** A GTIN (EAN/UPC) of 8 to 14 digits, of a monitored product or one of its variations; '' clears it. */
export const optionalGtin = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{8,14}$/, 'The GTIN must be 8 to 14 digits.'),
  ])
  .optional();

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Nested JSON keeps null (readBody only turns top-level null into ''): both mean "none". */
const nullish = <T extends z.ZodTypeAny>(schema: T) =>
  z
    .union([z.null(), z.literal(''), schema])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

export const alertRuleBody = z
  .object({
    id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    kind: z.enum(ALERT_KINDS, { error: 'The kind must be one of price_below, price_above, price_change_pct, availability_change.' }),
    threshold_amount: nullish(minorAmount('threshold amount')),
    currency: nullish(knownCurrency),
    percent: nullish(
      z.coerce
        .number({ error: 'The percent must be a number.' })
        .gt(0, 'The percent must be greater than 0.')
        .max(1000, 'The percent may not be greater than 1000.'),
    ),
    variation_id: nullish(z.coerce.number().int().positive().max(2_147_483_647, 'The selected variation is invalid.')),
    cooldown_minutes: z.coerce
      .number()
      .int('The cooldown must be whole minutes.')
      .min(0, 'The cooldown must be at least 0.')
      .max(525_600, 'The cooldown may not be more than a year.')
      .default(1440),
    action: z.enum(['notify', 'task'], { error: 'The action must be notify or task.' }).default('notify'),
    workspace_id: nullish(z.coerce.number().int().positive().max(2_147_483_647, 'The selected workspace is invalid.')),
    active: z.boolean({ error: 'The active field must be true or false.' }).default(true),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'price_below' || r.kind === 'price_above') {
      if (r.threshold_amount === null)
        ctx.addIssue({ code: 'custom', path: ['threshold_amount'], message: 'The threshold amount is required for a price rule.' });
      if (r.currency === null) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'The currency is required for a price rule.' });
    }
    if (r.kind === 'price_change_pct' && r.percent === null)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'The percent is required for a change rule.' });
    if (r.action === 'task' && r.workspace_id === null)
      ctx.addIssue({ code: 'custom', path: ['workspace_id'], message: 'Choose the workspace the task opens in.' });
  });
export type AlertRuleBody = z.infer<typeof alertRuleBody>;

const cron = z.string().trim().max(100).refine(isValidCron, 'The schedule must be a cron expression such as "0 */6 * * *".');
const timeZone = z.string().trim().max(64).refine(isTimeZone, 'The time zone must be an IANA zone such as Europe/Berlin.');

export const monitoringProductBody = z.object({
  name: requiredText('name', 200),
  brand: optionalText('brand', 150),
  gtin: optionalGtin,
  mpn: optionalText('MPN', 100),
  sku: optionalText('SKU', 100),
  product_id: nullableId,
  map_amount: optionalMinor('MAP amount'),
  map_currency: optionalCurrency,
  schedule_cron: z.union([z.literal(''), cron]).optional(),
  schedule_tz: z.union([z.literal(''), timeZone]).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'The status must be active, paused or archived.' }).optional(),
  // A union with '' would hide the rules' own field errors behind one "invalid": '' (JSON null) is no rules.
  alert_rules: z
    .preprocess((v) => (v === '' ? [] : v), z.array(alertRuleBody, { error: 'The alert rules must be a list.' }).max(50, 'At most 50 alert rules.'))
    .optional(),
});
export type MonitoringProductBody = z.infer<typeof monitoringProductBody>;
/** PUT: only the fields sent change; `alert_rules`, when sent, replaces the whole list (rules keep their id). */
export const monitoringProductUpdateBody = monitoringProductBody.partial();

export const monitoringProductListQuery = catalogueListQuery.extend({
  status: z.enum(PRODUCT_STATUSES).optional(),
});
export type MonitoringProductListQuery = z.infer<typeof monitoringProductListQuery>;

export const moneyValue = z.object({ amount: z.number().int(), currency: z.string() });
export type MoneyValue = z.infer<typeof moneyValue>;

export const alertRuleResource = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  threshold_amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  percent: z.number().nullable(),
  variation_id: z.number().int().nullable(),
  cooldown_minutes: z.number().int(),
  action: z.enum(['notify', 'task']),
  workspace_id: z.number().int().nullable(),
  active: z.boolean(),
  last_fired_at: z.string().nullable(),
});
export type AlertRule = z.infer<typeof alertRuleResource>;

export const HEALTHS = ['ok', 'attention', 'blocked', 'pending'] as const;
export type Health = (typeof HEALTHS)[number];

/** What the list screen shows per product, computed for a whole page of products at once. */
export const monitoringProductSummary = z.object({
  page_count: z.number().int(),
  retailer_count: z.number().int(),
  /** Lowest and highest current price over the pages, in `currency` (the most common one). */
  lowest_price: moneyValue.nullable(),
  highest_price: moneyValue.nullable(),
  currency: z.string().nullable(),
  /** True when some pages price in another currency (left out of lowest/highest and the sparkline). */
  mixed_currencies: z.boolean(),
  health: z.enum(HEALTHS),
  /** Page statuses counted, e.g. `{ ok: 3, blocked: 1 }`. */
  statuses: z.partialRecord(z.enum(PAGE_STATUSES), z.number().int()),
  last_checked_at: z.string().nullable(),
  /** Up to 30 `[ISO time, amount]` points of the lowest price, oldest first (a step series). */
  sparkline: z.array(z.tuple([z.string(), z.number().int()])),
});
export type MonitoringProductSummary = z.infer<typeof monitoringProductSummary>;

export const monitoringProductResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  sku: z.string().nullable(),
  map_amount: z.number().int().nullable(),
  map_currency: z.string().nullable(),
  schedule_cron: z.string(),
  schedule_tz: z.string(),
  /** The schedule in words, for screens: "Checked on the hour, every 6 hours (UTC)". */
  schedule_text: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  alert_rules: z.array(alertRuleResource),
  variations_count: z.number().int(),
  summary: monitoringProductSummary,
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MonitoringProduct = z.infer<typeof monitoringProductResource>;

/** `GET …/monitoring-products/{id}`: the product, plus the tasks its alerts opened that the viewer can read. */
export const monitoringProductDetailResource = monitoringProductResource.extend({ alert_tasks: z.array(alertTaskLink) });
export type MonitoringProductDetail = z.infer<typeof monitoringProductDetailResource>;
