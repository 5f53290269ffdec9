import { z } from 'zod';
import { nullableId, optionalText, optionalUrl, requiredText, stringList } from './catalogue-common';

const URL_FIELDS = ['website_url', 'd2c_store_url', 'amazon_url', 'walmart_url', 'linkedin_url', 'instagram_url', 'facebook_url', 'tiktok_url', 'youtube_url'] as const;
const TEXT_FIELDS = ['description', 'address', 'parent_company', 'tagline', 'brand_story', 'category', 'sub_category', 'target_demographics', 'sustainability_claims', 'allergen_statement', 'regulatory_notes'] as const;
export const BRAND_URL_FIELDS = URL_FIELDS;
export const BRAND_TEXT_FIELDS = TEXT_FIELDS;

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
  id: number; company_id: number; name: string; image: string | null; products_count: number; created_at: string; updated_at: string;
  other_social_urls: string[]; certifications: string[];
} & Record<(typeof TEXT_FIELDS)[number] | (typeof URL_FIELDS)[number], string | null>;

/** `POST companies/{id}/brands` and `POST …/brands/{brandId}` with `_method=PUT` (multipart: image). */
export const brandBody = z.object({
  name: requiredText('name', 150),
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, optionalText(f.replace(/_/g, ' '))])),
  ...Object.fromEntries(URL_FIELDS.map((f) => [f, optionalUrl(f.replace(/_/g, ' '))])),
  other_social_urls: stringList('social URL').pipe(z.array(z.string().url('Each social URL must be a valid URL.')).optional()),
  certifications: stringList('certification', 150),
}) as z.ZodObject<Record<string, z.ZodTypeAny>>;

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
  upc: z.union([z.literal(''), z.string().trim().regex(/^\d{8,14}$/, 'The UPC must be 8 to 14 digits.')]).optional(),
  category: optionalText('category', 100),
  msrp_cents: z.union([z.literal(''), z.coerce.number().int().min(0, 'The price cannot be negative.').max(100_000_000)]).optional(),
});

/** `POST …/products/{id}/images` (multipart: image required) and updates with `_method=PUT` (image optional). */
export const productImageBody = z.object({
  title: optionalText('title', 150),
  description: optionalText('description', 1000),
  position: z.coerce.number().int().min(0).max(1000).optional(),
});

export const retailerCategoryResource = z.object({ id: z.number().int(), name: z.string(), retailers_count: z.number().int() });
export const retailerCategoryBody = z.object({ name: requiredText('name', 100) });

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

export const RETAILER_PRODUCT_STATUSES = ['listed', 'pending', 'delisted'] as const;
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
