import { z } from 'zod';
import { paginationQuery } from './common';
import { MAX_DB_ID } from './catalogue-common';
import { memberUser } from './teams';
import { contentFilterQuery } from './content-common';

const requiredId = (field: string) =>
  z.coerce
    .number({ error: `The ${field} field is required.` })
    .int()
    .positive({ message: `The ${field} field is required.` })
    .max(MAX_DB_ID, `The selected ${field} is invalid.`);

const recordBase = {
  id: z.number().int(),
  workspace_id: z.number().int(),
  workspace_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  notes_count: z.number().int(),
  created_by: memberUser.nullable(),
  created_at: z.string(),
};

/** A company retailer brought into a workspace. `id` is the workspace retailer id used in every path. */
export const workspaceRetailerResource = z.object({
  ...recordBase,
  company_retailer_id: z.number().int(),
  directory_retailer_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  locations: z.array(z.string()),
  files_count: z.number().int(),
  insights_count: z.number().int(),
  contacts_count: z.number().int(),
  products_count: z.number().int(),
  reviews_count: z.number().int(),
});
export type WorkspaceRetailer = z.infer<typeof workspaceRetailerResource>;

export const workspaceBrandResource = z.object({
  ...recordBase,
  brand_id: z.number().int(),
  description: z.string().nullable(),
  tagline: z.string().nullable(),
  category: z.string().nullable(),
  website_url: z.string().nullable(),
});
export type WorkspaceBrand = z.infer<typeof workspaceBrandResource>;

export const workspaceProductResource = z.object({
  ...recordBase,
  product_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  /** The workspace brand of the product's brand, when that brand is in the same workspace. */
  workspace_brand_id: z.number().int().nullable(),
  description: z.string().nullable(),
  sku: z.string().nullable(),
  upc: z.string().nullable(),
  category: z.string().nullable(),
  msrp_cents: z.number().int().nullable(),
});
export type WorkspaceProduct = z.infer<typeof workspaceProductResource>;

/** `POST workspaces/{id}/retailers|brands|products`: the company record to bring in (the caller must see its company). */
export const workspaceRetailerBody = z.object({ company_retailer_id: requiredId('company retailer') });
export const workspaceBrandBody = z.object({ company_brand_id: requiredId('company brand') });
export const workspaceProductBody = z.object({ company_product_id: requiredId('company product') });

/**
 * Lists of one workspace (`workspaces/{id}/retailers|brands|products`) and across workspaces
 * (`workspaces/retailers|brands|products`, with `workspace_ids`, default every visible workspace).
 * Retailer lists take the global filters (`retailer_ids`, dates on when it was added, `search`);
 * brand and product lists take `search` and `workspace_ids`.
 */
export const workspaceRecordListQuery = contentFilterQuery;
export type WorkspaceRecordListQuery = z.infer<typeof workspaceRecordListQuery>;
/** Sub-lists of a workspace retailer (contacts, products, reviews, notes, files, insights). */
export const workspaceSubListQuery = paginationQuery;
