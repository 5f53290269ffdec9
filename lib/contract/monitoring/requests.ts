import { z } from 'zod';
import { MAX_DB_ID } from '../catalogue-common';
import { paginationQuery } from '../common';
import { FETCHERS, REQUEST_STATUSES } from './common';

/**
 * `companies/{companyId}/monitoring-products/{id}/requests`: one fetch of one page with
 * its retries. POST is "scrape this page now"; PUT can only cancel a queued request.
 */

/** A record id in a body or query (422 with `message` when it is not one). */
export const recordId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message);
/** An optional record id; '' (JSON null, an empty input) means not sent. */
export const optionalRecordId = (message: string) =>
  z
    .union([z.literal(''), recordId(message)])
    .optional()
    .transform((v) => (v === '' ? undefined : v));
const id = recordId;
const instant = z.string();

export const monitoringRequestResource = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  trigger: z.enum(['schedule', 'manual', 'retry']),
  status: z.enum(REQUEST_STATUSES),
  attempts: z.number().int(),
  not_before: instant,
  fetcher: z.enum(FETCHERS).nullable(),
  http_status: z.number().int().nullable(),
  final_url: z.string().nullable(),
  error_code: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  version_id: z.number().int().nullable(),
  price_id: z.number().int().nullable(),
  started_at: instant.nullable(),
  finished_at: instant.nullable(),
  created_at: instant,
});
export type MonitoringRequest = z.infer<typeof monitoringRequestResource>;

export const monitoringRequestListQuery = paginationQuery.extend({
  status: z.enum(REQUEST_STATUSES, { error: `The status must be one of ${REQUEST_STATUSES.join(', ')}.` }).optional(),
  page_id: optionalRecordId('The selected page is invalid.'),
});
export type MonitoringRequestListQuery = z.infer<typeof monitoringRequestListQuery>;

export const monitoringRequestBody = z.object({ page_id: id('The page field is required.') });
export type MonitoringRequestBody = z.infer<typeof monitoringRequestBody>;

export const monitoringRequestUpdateBody = z.object({
  status: z.literal('cancelled', { error: 'The status can only be set to cancelled.' }),
});
