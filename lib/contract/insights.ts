import { z } from 'zod';
import { INSIGHT_TYPES } from './values-forms';
import { memberUser } from './teams';
import { nullableId, optionalText, requiredText } from './catalogue-common';
import { discussionResource } from './discussions';
import { externalUrl, idList, namedRef, optionalCategory, optionalDate, storedDocument } from './content-common';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { INSIGHT_TYPES };

export const insightType = z.enum(INSIGHT_TYPES, { message: `The type must be one of: ${INSIGHT_TYPES.join(', ')}.` });

/** A supporting document; `insight_id` null means pending (uploaded, not attached yet). */
export const insightResourceResource = z.object({
  id: z.number().int(),
  insight_id: z.number().int().nullable(),
  insight_name: z.string().nullable(),
  document: storedDocument,
  uploaded_by: memberUser.nullable(),
  created_at: z.string(),
});
export type InsightResource = z.infer<typeof insightResourceResource>;

export const insightRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  workspace_id: z.number().int(),
  workspace_ids: z.array(z.number().int()),
  workspaces: z.array(namedRef),
  /** The workspace retailer; `retailer_id` is its company retailer. */
  workspace_company_retailer_id: z.number().int().nullable(),
  retailer_id: z.number().int().nullable(),
  retailer_name: z.string().nullable(),
  retailer_location: z.string().nullable(),
  summary: z.string().nullable(),
  category: z.string().nullable(),
  workspace_company_brand_id: z.number().int().nullable(),
  brand: z.string().nullable(),
  workspace_company_product_id: z.number().int().nullable(),
  product: z.string().nullable(),
  applicable_date: z.string().nullable(),
  external_url: z.string().nullable(),
  file: storedDocument.nullable(),
  resources: z.array(insightResourceResource),
  discussions_count: z.number().int(),
  created_by: memberUser.nullable(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Insight = z.infer<typeof insightRecord>;

export const insightDetailResource = insightRecord.extend({ discussions: z.array(discussionResource) });
export type InsightDetail = z.infer<typeof insightDetailResource>;

const fields = {
  summary: optionalText('summary', 10000),
  category: optionalCategory,
  workspace_ids: idList('workspace_ids'),
  workspace_company_retailer_id: nullableId,
  retailer_location: optionalText('retailer location', 200),
  workspace_company_brand_id: nullableId,
  workspace_company_product_id: nullableId,
  applicable_date: optionalDate('applicable date'),
  external_url: z
    .union([z.literal(''), externalUrl])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
};

/**
 * `POST insights` (multipart). `workspace_id` is where it is created (create right needed there and
 * in each of `workspace_ids`); the retailer, brand and product are workspace records of those
 * workspaces; `retailer_location` must be one of the retailer's locations. `file` (optional upload)
 * and `external_url` are alternatives (at most one). `insight_resource_ids` are the caller's pending
 * resources to attach.
 */
export const insightCreateBody = z.object({
  name: requiredText('name', 200),
  type: insightType,
  workspace_id: z.coerce
    .number({ error: 'The workspace field is required.' })
    .int()
    .positive({ message: 'The workspace field is required.' })
    .max(2_147_483_647, 'The selected workspace is invalid.'),
  insight_resource_ids: idList('insight_resource_ids'),
  ...fields,
});
export type InsightCreateBody = z.infer<typeof insightCreateBody>;

/** `PUT insights/{id}` (JSON or multipart): fields sent change; `remove_file=1` drops the stored file. */
export const insightUpdateBody = z.object({
  name: requiredText('name', 200).optional(),
  type: insightType.optional(),
  ...fields,
  remove_file: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type InsightUpdateBody = z.infer<typeof insightUpdateBody>;

/** `GET insights/resources` (project addition): resources across the insights the caller can see. */
export const insightResourceListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  workspace_ids: idList('workspace_ids'),
  search: z.string().trim().max(100).optional(),
});
