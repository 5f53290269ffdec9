import { z } from 'zod';
import { instantInput } from './reports';

/**
 * Retailer scorecards (issue 35): `companies/{companyId}/scorecards/{retailerId}` — one retailer
 * (optionally one brand) over a period; `companies/{companyId}/scorecard-links` — the same, published
 * read-only behind a signed, expiring, revocable token; `public-scorecards/{token}` — what the link opens.
 */
export const SCORECARD_SPAN_MAX_DAYS = 366;
export const SCORECARD_LINK_MAX_DAYS = 90;

function checkPeriod(r: { from: string; to: string }, ctx: z.RefinementCtx) {
  const from = Date.parse(r.from);
  const to = Date.parse(r.to);
  if (!(from < to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The to date must be after the from date.' });
  else if (to - from > SCORECARD_SPAN_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A scorecard may span at most ${SCORECARD_SPAN_MAX_DAYS} days.` });
}

const brandId = z.coerce.number().int().positive().optional();
export const scorecardQuery = z.object({ from: instantInput('from'), to: instantInput('to'), brand_id: brandId }).superRefine(checkPeriod);
export type ScorecardQuery = z.infer<typeof scorecardQuery>;

export const scorecardLinkBody = z
  .object({
    retailer_id: z.coerce.number({ error: 'The retailer is required.' }).int().positive('The retailer is required.'),
    brand_id: brandId,
    from: instantInput('from'),
    to: instantInput('to'),
    expires_in_days: z.coerce
      .number({ error: 'The expiry must be a number of days.' })
      .int('The expiry must be whole days.')
      .min(1, 'The link must live at least 1 day.')
      .max(SCORECARD_LINK_MAX_DAYS, `The link may live at most ${SCORECARD_LINK_MAX_DAYS} days.`),
  })
  .strict()
  .superRefine(checkPeriod);
export type ScorecardLinkBody = z.infer<typeof scorecardLinkBody>;

const share = z.number().nullable();
export const scorecardRow = z.object({
  monitoring_product_id: z.number().int(),
  product_name: z.string(),
  page_id: z.number().int(),
  url: z.string(),
  variation_name: z.string().nullable(),
  map_amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  latest_amount: z.number().int().nullable(),
  map_compliance_share: share,
  in_stock_share: share,
  price_index_vs_msrp: z.number().nullable(),
  rating_first: z.number().nullable(),
  rating_last: z.number().nullable(),
  cases_open: z.number().int(),
  cases_closed: z.number().int(),
});
export type ScorecardRow = z.infer<typeof scorecardRow>;

export const scorecardResource = z.object({
  retailer: z.object({ id: z.number().int(), name: z.string() }),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  period: z.object({ from: z.string(), to: z.string() }),
  generated_at: z.string(),
  summary: z.object({
    /** Share (0–1) of the observed time with prices at or above MAP; null without a MAP or observations. */
    map_compliance_share: share,
    in_stock_share: share,
    /** Average advertised price as a percentage of MSRP (100 = at MSRP); null when no product has an MSRP. */
    price_index_vs_msrp: z.number().nullable(),
    price_index_note: z.string().nullable(),
    rating_first: z.number().nullable(),
    rating_last: z.number().nullable(),
    cases_open: z.number().int(),
    cases_opened: z.number().int(),
    cases_closed: z.number().int(),
    median_time_to_compliance_seconds: z.number().int().nullable(),
  }),
  rows: z.array(scorecardRow),
});
export type ScorecardResource = z.infer<typeof scorecardResource>;

export const scorecardLinkResource = z.object({
  id: z.number().int(),
  retailer_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  period_from: z.string(),
  period_to: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  /** Only in the answer that creates the link: the token is not stored and cannot be shown again. */
  token: z.string().optional(),
  path: z.string().optional(),
});
export type ScorecardLinkResource = z.infer<typeof scorecardLinkResource>;
export const scorecardLinkListQuery = z.object({ retailer_id: z.coerce.number().int().positive().optional() });
