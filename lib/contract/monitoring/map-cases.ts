import { z } from 'zod';
import { paginationQuery } from '../common';

/**
 * MAP enforcement (issue 35, decision 0035): `companies/{companyId}/map-cases` — a case per
 * offence (page, variation, seller) with its evidence, severity, level, notice and timeline;
 * `companies/{companyId}/map-settings` — grace, severity bands, repeat window, notice template.
 */

export const MAP_CASE_STATUSES = ['open', 'closed'] as const;
export const MAP_CASE_SEVERITIES = ['minor', 'major', 'severe'] as const;
export const MAP_CASE_REASON_VALUES = ['below_map', 'unauthorized_seller'] as const;

/** Placeholders the notice template may use; unknown ones are left as written. */
export const NOTICE_PLACEHOLDERS = [
  'contact_name',
  'retailer',
  'seller',
  'product',
  'variation',
  'url',
  'price',
  'map',
  'gap_percent',
  'observed_at',
  'evidence_url',
  'level',
  'company',
] as const;

export const DEFAULT_NOTICE_SUBJECT = 'Minimum advertised price: {{product}} at {{retailer}}';
export const DEFAULT_NOTICE_BODY = `Dear {{contact_name}},

On {{observed_at}} we observed {{product}} ({{variation}}) advertised by {{seller}} at {{price}} on {{url}}, which is {{gap_percent}} below our minimum advertised price of {{map}}.

Evidence (the page as we captured it): {{evidence_url}}

Please bring the advertised price back to at least {{map}}. This is notice number {{level}} for this listing.

Kind regards,
{{company}}`;

const percent = (field: string) =>
  z.coerce
    .number({ error: `The ${field} must be a number.` })
    .min(0, `The ${field} must be 0 or more.`)
    .max(100, `The ${field} must be 100 or less.`);

export const mapSettingsResource = z.object({
  grace_percent: z.number(),
  minor_below_percent: z.number(),
  major_below_percent: z.number(),
  repeat_window_days: z.number().int(),
  notice_subject: z.string(),
  notice_body: z.string(),
  placeholders: z.array(z.string()),
});
export type MapSettingsResource = z.infer<typeof mapSettingsResource>;

/** Partial update; the bands must stay ordered: grace ≤ minor < major. Empty template text restores the default. */
export const mapSettingsBody = z
  .object({
    grace_percent: percent('grace percent').optional(),
    minor_below_percent: percent('minor band').optional(),
    major_below_percent: percent('major band').optional(),
    repeat_window_days: z.coerce
      .number({ error: 'The repeat window must be a number of days.' })
      .int('The repeat window must be whole days.')
      .min(0, 'The repeat window must be 0 days or more.')
      .max(365, 'The repeat window may be at most 365 days.')
      .optional(),
    notice_subject: z.string().trim().max(200, 'The subject may be at most 200 characters.').nullable().optional(),
    notice_body: z.string().max(10_000, 'The notice may be at most 10,000 characters.').nullable().optional(),
  })
  .strict();
export type MapSettingsBody = z.infer<typeof mapSettingsBody>;

export const mapCaseEventResource = z.object({
  id: z.number().int(),
  kind: z.string(),
  level: z.number().int(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  price_id: z.number().int().nullable(),
  version_id: z.number().int().nullable(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  actor_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type MapCaseEventResource = z.infer<typeof mapCaseEventResource>;

export const mapCaseNoticeResource = z.object({
  id: z.number().int(),
  level: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['sending', 'sent', 'failed']),
  evidence_url: z.string().nullable(),
  sent_by: z.number().int().nullable(),
  sent_at: z.string().nullable(),
});
export type MapCaseNoticeResource = z.infer<typeof mapCaseNoticeResource>;

export const mapCaseResource = z.object({
  id: z.number().int(),
  status: z.enum(MAP_CASE_STATUSES),
  level: z.number().int(),
  reasons: z.array(z.enum(MAP_CASE_REASON_VALUES)),
  severity: z.enum(MAP_CASE_SEVERITIES).nullable(),
  monitoring_product_id: z.number().int(),
  product_name: z.string(),
  page_id: z.number().int(),
  page_url: z.string(),
  variation_id: z.number().int().nullable(),
  variation_name: z.string().nullable(),
  retailer_id: z.number().int().nullable(),
  retailer_name: z.string().nullable(),
  seller_key: z.string(),
  seller_name: z.string().nullable(),
  map_amount: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  gap_percent: z.number().nullable(),
  price_id: z.number().int().nullable(),
  version_id: z.number().int().nullable(),
  snapshot_id: z.number().int().nullable(),
  has_screenshot: z.boolean(),
  opened_at: z.string(),
  last_seen_at: z.string(),
  closed_at: z.string().nullable(),
  time_to_compliance_seconds: z.number().int().nullable(),
  resolving_price_id: z.number().int().nullable(),
  resolving_version_id: z.number().int().nullable(),
  contact: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }).nullable(),
  task_id: z.number().int().nullable(),
  notice_draft: z.object({ to: z.string().nullable(), subject: z.string(), body: z.string() }).nullable(),
  notices_sent: z.number().int(),
  updated_at: z.string(),
});
export type MapCaseResource = z.infer<typeof mapCaseResource>;

export const mapCaseDetailResource = mapCaseResource.extend({
  events: z.array(mapCaseEventResource),
  notices: z.array(mapCaseNoticeResource),
});
export type MapCaseDetailResource = z.infer<typeof mapCaseDetailResource>;

const idFilter = z.coerce.number().int().positive();
export const mapCaseListQuery = paginationQuery.extend({
  status: z.enum(MAP_CASE_STATUSES).optional(),
  severity: z.enum(MAP_CASE_SEVERITIES).optional(),
  level: z.coerce.number().int().min(1).optional(),
  retailer_id: idFilter.optional(),
  monitoring_product_id: idFilter.optional(),
  reason: z.enum(MAP_CASE_REASON_VALUES).optional(),
});
export type MapCaseListQuery = z.infer<typeof mapCaseListQuery>;

/** Close or reopen by hand, and link (or unlink) the task the case's events are written to. */
export const mapCaseUpdateBody = z
  .object({
    status: z.enum(MAP_CASE_STATUSES).optional(),
    task_id: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type MapCaseUpdateBody = z.infer<typeof mapCaseUpdateBody>;

/** The notice draft: fields left out keep the draft (or come from the template when there is none); `reset` re-renders it. */
export const noticeDraftBody = z
  .object({
    to: z.email('The recipient must be an email address.').nullable().optional(),
    subject: z.string().trim().min(1, 'The subject is required.').max(200, 'The subject may be at most 200 characters.').optional(),
    body: z.string().trim().min(1, 'The notice text is required.').max(10_000, 'The notice may be at most 10,000 characters.').optional(),
    reset: z.boolean().optional(),
  })
  .strict();
export type NoticeDraftBody = z.infer<typeof noticeDraftBody>;

/** A send is named by the client: retrying with the same key returns the first send and mails nothing. */
export const sendNoticeBody = z
  .object({
    idempotency_key: z
      .string({ error: 'The idempotency key is required.' })
      .trim()
      .min(8, 'The idempotency key must be 8 to 100 characters.')
      .max(100, 'The idempotency key must be 8 to 100 characters.'),
  })
  .strict();
export type SendNoticeBody = z.infer<typeof sendNoticeBody>;
