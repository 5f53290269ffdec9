import { z } from 'zod';
import { paginationQuery } from '../common';
import { optionalRecordId, recordId } from './requests';
import { userPatternList } from './user-pattern';

/**
 * `companies/{companyId}/monitoring-products/{id}/snapshots`: one snapshot per page; its
 * versions move only when the normalized content changes. POST is a manual capture (pasted HTML)
 * for a page that cannot be scraped; PUT sets the page's noise filters (ignore selectors and
 * patterns), which decide what counts as a change from the next capture on.
 */

export const SNAPSHOT_HTML_MAX = 2_000_000;

/** What a version changed against the one before it (VersionDiff of common.ts on the wire). */
export const versionDiffResource = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  change_ratio: z.number(),
  pixel_diff_percent: z.number().nullable(),
});
export type VersionDiffResource = z.infer<typeof versionDiffResource>;

export const versionResource = z.object({
  id: z.number().int(),
  snapshot_id: z.number().int(),
  number: z.number().int(),
  content_hash: z.string(),
  previous_version_id: z.number().int().nullable(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  seen_count: z.number().int(),
  diff: versionDiffResource.nullable(),
  /**
   * What this version changed against the one before: `content` (the normalized text) and the
   * extracted fields (`price`, `list_price`, `availability`, `title`, `rating`, `review_count`,
   * `status`). Empty for a first version.
   */
  changed_fields: z.array(z.string()),
  has_screenshot: z.boolean(),
  has_html: z.boolean(),
  request_id: z.number().int().nullable(),
});
export type VersionResource = z.infer<typeof versionResource>;

export const lineChange = z.object({ type: z.enum(['added', 'removed', 'same']), text: z.string() });
export type LineChange = z.infer<typeof lineChange>;

export const versionDetailResource = versionResource.extend({
  text: z.string(),
  extracted: z.record(z.string(), z.unknown()),
  /** The version the changes are against (the previous one unless `compare` named another); null for a first version. */
  compare_to: z.object({ id: z.number().int(), number: z.number().int() }).nullable(),
  changes: z.array(lineChange),
});
export type VersionDetail = z.infer<typeof versionDetailResource>;

export const snapshotResource = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  kind: z.literal('page'),
  url: z.string(),
  retailer: z.string().nullable(),
  version_count: z.number().int(),
  seen_count: z.number().int(),
  last_seen_at: z.string().nullable(),
  last_version: z
    .object({ id: z.number().int(), number: z.number().int(), first_seen_at: z.string(), last_seen_at: z.string(), diff: versionDiffResource.nullable() })
    .nullable(),
  ignore_selectors: z.array(z.string()),
  ignore_patterns: z.array(z.string()),
  created_at: z.string(),
});
export type SnapshotResource = z.infer<typeof snapshotResource>;

export const snapshotListQuery = paginationQuery.extend({ page_id: optionalRecordId('The selected page is invalid.') });
export type SnapshotListQuery = z.infer<typeof snapshotListQuery>;

export const snapshotBody = z.object({
  page_id: recordId('The page field is required.'),
  html: z
    .string({ error: 'The html field is required.' })
    .min(1, 'The html field is required.')
    .max(SNAPSHOT_HTML_MAX, `The html may not be greater than ${SNAPSHOT_HTML_MAX} characters.`),
});
export type SnapshotBody = z.infer<typeof snapshotBody>;

export const snapshotUpdateBody = z
  .object({
    ignore_selectors: z.array(z.string().trim().min(1, 'An ignore selector may not be empty.').max(300)).max(50, 'At most 50 ignore selectors.').optional(),
    ignore_patterns: userPatternList(z.string().min(1, 'An ignore pattern may not be empty.').max(300), 50, 'At most 50 ignore patterns.').optional(),
  })
  .strict();
export type SnapshotUpdateBody = z.infer<typeof snapshotUpdateBody>;

export const versionListQuery = paginationQuery;

export const versionQuery = z.object({
  compare: optionalRecordId('The version to compare with is invalid.'),
  part: z.enum(['html', 'screenshot', 'text'], { error: 'The part must be html, screenshot or text.' }).optional(),
});
export type VersionQuery = z.infer<typeof versionQuery>;
