import { z } from 'zod';
import { BRAND_URL_FIELDS, BRAND_TEXT_FIELDS, RETAILER_PRODUCT_STATUSES } from './values-forms';
import { catalogueListQuery, nullableId, optionalText, optionalUrl, requiredText, stringList } from './catalogue-common';
import { webUrl } from './web-url';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { BRAND_URL_FIELDS, BRAND_TEXT_FIELDS, RETAILER_PRODUCT_STATUSES };
const URL_FIELDS = BRAND_URL_FIELDS;
const TEXT_FIELDS = BRAND_TEXT_FIELDS;

export const brandResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, z.string().nullable()])),
  ...Object.fromEntries(URL_FIELDS.map((f) => [f, z.string().nullable()])),
  other_social_urls: z.array(z.string()),
  certifications: z.array(z.string()),
  image: z.string().nullable(),
  products_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
}) as z.ZodObject<Record<string, z.ZodTypeAny>>;
export type Brand = {
  id: number;
  company_id: number;
  name: string;
  image: string | null;
  products_count: number;
  created_at: string;
  updated_at: string;
  other_social_urls: string[];
  certifications: string[];
} & Record<(typeof TEXT_FIELDS)[number] | (typeof URL_FIELDS)[number], string | null>;

/** `POST companies/{id}/brands` and `POST …/brands/{brandId}` with `_method=PUT` (multipart: image). */
export const brandBody = z.object({
  name: requiredText('name', 150),
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, optionalText(f.replace(/_/g, ' '))])),
  ...Object.fromEntries(URL_FIELDS.map((f) => [f, optionalUrl(f.replace(/_/g, ' '))])),
  other_social_urls: stringList('social URL').pipe(
    z.array(webUrl({ invalid: 'Each social URL must be a valid URL.', scheme: 'Each social URL must start with http:// or https://.' })).optional(),
  ),
  certifications: stringList('certification', 150),
}) as z.ZodObject<Record<string, z.ZodTypeAny>>;
/** Brand updates: only the fields sent change; an empty value clears an optional field (the name stays required). */
export const brandUpdateBody = brandBody.partial();
export type BrandTextField = (typeof TEXT_FIELDS)[number];
export type BrandUrlField = (typeof URL_FIELDS)[number];

export const productImageResource = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  image: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  position: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageResource>;

export const productResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  sku: z.string().nullable(),
  upc: z.string().nullable(),
  category: z.string().nullable(),
  msrp_cents: z.number().int().nullable(),
  /** Minimum advertised price in cents. */
  map_cents: z.number().int().nullable(),
  images: z.array(productImageResource),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productResource>;

export const productBody = z.object({
  name: requiredText('name', 150),
  brand_id: nullableId,
  description: optionalText('description'),
  sku: optionalText('sku', 64),
  upc: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{8,14}$/, 'The UPC must be 8 to 14 digits.'),
    ])
    .optional(),
  category: optionalText('category', 100),
  msrp_cents: z.union([z.literal(''), z.coerce.number().int().min(0, 'The price cannot be negative.').max(100_000_000)]).optional(),
  map_cents: z.union([z.literal(''), z.coerce.number().int().min(0, 'The MAP cannot be negative.').max(100_000_000)]).optional(),
});
export type ProductBody = z.infer<typeof productBody>;
/** `PUT companies/{id}/products/{productId}`: only the fields sent change; an empty value (or JSON null) clears an optional field. */
export const productUpdateBody = productBody.partial();
/** `GET companies/{id}/products`: the catalogue list plus `brand_id`. */
export const productListQuery = catalogueListQuery.extend({ brand_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });

/** `POST …/products/{id}/images` (multipart: image required) and updates with `_method=PUT` (image optional). */
export const productImageBody = z.object({
  title: optionalText('title', 150),
  description: optionalText('description', 1000),
  position: z.coerce.number().int().min(0).max(1000).optional(),
});
export type ProductImageBody = z.infer<typeof productImageBody>;

export const retailerCategoryResource = z.object({ id: z.number().int(), name: z.string(), retailers_count: z.number().int() });
export type RetailerCategory = z.infer<typeof retailerCategoryResource>;
export const retailerCategoryBody = z.object({ name: requiredText('name', 100) });

/** A positive id that fits the database's integer (larger ones name no record). */
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const companyRetailerResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  directory_retailer_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  locations: z.array(z.string()),
  image: z.string().nullable(),
  products_count: z.number().int(),
  contacts_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyRetailer = z.infer<typeof companyRetailerResource>;

/** Locations arrive as a list (`locations[]`, JSON, or comma-separated text from the form). */
export const retailerBody = z.object({
  name: requiredText('name', 150),
  website: optionalUrl('website'),
  description: optionalText('description'),
  locations: stringList('location', 200),
  category_id: nullableId,
  directory_retailer_id: nullableId,
});
export type RetailerBody = z.infer<typeof retailerBody>;

/**
 * `PUT …/retailers/{id}` (or `POST` with `_method=PUT`): only the fields sent change; an empty value
 * (or JSON null) clears an optional field. `remove_image=1` drops the image (a new `image` file replaces it).
 */
export const retailerUpdateBody = retailerBody.partial().extend({
  remove_image: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true'),
});

/** `GET companies/{id}/retailers`: the catalogue list plus `category_id`. */
export const retailerListQuery = catalogueListQuery.extend({ category_id: positiveId.optional() });

/** A company retailer seen across companies (`companies/retailers…`): it also names its company. */
export const crossCompanyRetailerResource = companyRetailerResource.extend({ company_name: z.string() });
export type CrossCompanyRetailer = z.infer<typeof crossCompanyRetailerResource>;

/**
 * `GET companies/retailers`: every company retailer of the companies the caller can see (a member of
 * one of their teams), paged, sorted and searched by name like a catalogue list; `company_id` narrows
 * to one of them (an unseen company gives an empty list).
 */
export const crossRetailerListQuery = catalogueListQuery.extend({ company_id: positiveId.optional() });
/** `GET companies/retailers/dates`: the first and last `created_at` of those retailers (null when none). */
export const retailerDatesQuery = z.object({ company_id: positiveId.optional() });
export const retailerDates = z.object({ first: z.string().nullable(), last: z.string().nullable() });
export type RetailerDates = z.infer<typeof retailerDates>;
/**
 * `GET companies/retailers/linked`: those retailers that are linked to a directory entry, grouped by
 * the entry (by its name), with how many of the caller's companies carry it; `search` filters the
 * entry's name.
 */
export const linkedRetailersQuery = z.object({ company_id: positiveId.optional(), search: z.string().trim().max(100).optional() });
export const linkedRetailerGroup = z.object({
  directory_retailer_id: z.number().int(),
  name: z.string(),
  companies_count: z.number().int(),
  retailers: z.array(crossCompanyRetailerResource),
});
export type LinkedRetailerGroup = z.infer<typeof linkedRetailerGroup>;
/** `GET companies/retailers/company-retailer?directory_retailer_id=`: the caller's company retailers linked to that entry. */
export const companyRetailerLookupQuery = z.object({
  directory_retailer_id: z.coerce
    .number({ error: 'The directory retailer field is required.' })
    .int()
    .positive('The directory retailer field is required.')
    .max(2_147_483_647, 'The selected directory retailer is invalid.'),
});

export const retailerProductResource = z.object({
  id: z.number().int(),
  company_retailer_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  retailer_sku: z.string().nullable(),
  price_cents: z.number().int().nullable(),
  url: z.string().nullable(),
  status: z.enum(RETAILER_PRODUCT_STATUSES),
  created_at: z.string(),
});
export const retailerProductBody = z.object({
  product_id: z.coerce.number({ error: 'The product field is required.' }).int().positive('The product field is required.'),
  retailer_sku: optionalText('retailer sku', 64),
  price_cents: z.union([z.literal(''), z.coerce.number().int().min(0).max(100_000_000)]).optional(),
  url: optionalUrl('url'),
  status: z.enum(RETAILER_PRODUCT_STATUSES).optional(),
});
export type RetailerProduct = z.infer<typeof retailerProductResource>;
/** `PUT …/retailers/{id}/products/{retailerProductId}`: only the fields sent change; empty clears. */
export const retailerProductUpdateBody = retailerProductBody.partial();
/** `GET …/retailers/{id}/products`: sorted and searched by the product's name; `status` filters. */
export const retailerProductListQuery = catalogueListQuery.extend({ status: z.enum(RETAILER_PRODUCT_STATUSES).optional() });
