import { z } from 'zod';

/**
 * Spreadsheet imports into a company (decision 0028). One sheet, one row per line of business: a
 * row may name a brand, a product, a retailer, the product's listing at that retailer, a contact at
 * that retailer, a partner and a distributor. Records are matched by what people know (SKU or UPC,
 * retailer name or domain, contact email, partner/distributor name), never by internal ids.
 *
 * The flow: upload (`POST …/imports`, multipart `file`) → the columns are mapped (a suggestion from
 * the company's remembered mapping and the headers) → dry run (`…/preview`, writes nothing) →
 * confirm (`…/confirm`). The dry run and the import run as background jobs with live progress.
 */

/** Every field a column can be mapped to; `null` in a mapping means "ignore this column". */
export const IMPORT_FIELDS = [
  'brand_name',
  'product_name',
  'product_sku',
  'product_upc',
  'product_category',
  'product_description',
  'product_msrp',
  'product_map',
  'retailer_name',
  'retailer_website',
  'retailer_category',
  'retailer_locations',
  'listing_retailer_sku',
  'listing_price',
  'listing_status',
  'listing_url',
  'contact_first_name',
  'contact_last_name',
  'contact_email',
  'contact_phone',
  'contact_title',
  'partner_name',
  'partner_website',
  'distributor_name',
  'distributor_website',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** What the screens call each field (also the headers of exports, so an export re-imports as is). */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  brand_name: 'Brand',
  product_name: 'Product',
  product_sku: 'SKU',
  product_upc: 'UPC',
  product_category: 'Category',
  product_description: 'Description',
  product_msrp: 'MSRP',
  product_map: 'MAP',
  retailer_name: 'Retailer',
  retailer_website: 'Retailer website',
  retailer_category: 'Retailer category',
  retailer_locations: 'Retailer locations',
  listing_retailer_sku: 'Retailer SKU',
  listing_price: 'Price',
  listing_status: 'Listing status',
  listing_url: 'Product URL',
  contact_first_name: 'Contact first name',
  contact_last_name: 'Contact last name',
  contact_email: 'Contact email',
  contact_phone: 'Contact phone',
  contact_title: 'Contact title',
  partner_name: 'Partner',
  partner_website: 'Partner website',
  distributor_name: 'Distributor',
  distributor_website: 'Distributor website',
};

/** The kinds of record an import creates or updates, in the order it writes them. */
export const IMPORT_ENTITIES = ['brands', 'products', 'retailers', 'listings', 'contacts', 'partners', 'distributors', 'pages'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const IMPORT_STATUSES = ['mapping', 'previewing', 'previewed', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Limits of one upload, stated in the screen and the API document. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

/** Column header (as in the file) → field, or null to ignore the column. */
export const importMapping = z.record(z.string().max(200), z.enum(IMPORT_FIELDS).nullable());
export type ImportMapping = z.infer<typeof importMapping>;

export const importOptions = z.object({
  /** Turn every listing URL of the import into a monitored page (MAP from the product). */
  monitor_listings: z.boolean().default(false),
  /** How prices are written: `auto` reads both `1,299.00` and `1.299,00`. */
  decimal_separator: z.enum(['auto', '.', ',']).default('auto'),
  /** ISO 4217 code of the prices and MAP in the file (the company's catalogue has one currency). */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter code such as USD.')
    .default('USD'),
});
export type ImportOptions = z.infer<typeof importOptions>;

/** `POST …/imports/{id}/preview` (the dry run): the mapping to use, remembered for the company. */
export const importPreviewBody = z.object({
  mapping: importMapping,
  options: importOptions.default({ monitor_listings: false, decimal_separator: 'auto', currency: 'USD' }),
});
export type ImportPreviewBody = z.infer<typeof importPreviewBody>;

const entityCounts = z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() });
export type ImportEntityCounts = z.infer<typeof entityCounts>;

/** One problem, by cell: `{ cell: 'D14', row: 14, column: 'MAP', message: 'MAP "12,49.0" is not a price.' }`. */
export const importError = z.object({ cell: z.string(), row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

export const importResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  file_name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  status: z.enum(IMPORT_STATUSES),
  /** The file's headers, in order, and its first rows as text (for the mapping step). */
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  row_count: z.number().int(),
  mapping: importMapping,
  options: importOptions,
  /** Rows done of `row_count` while previewing or running. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Filled by the dry run, then by the import itself. */
  counts: z.record(z.enum(IMPORT_ENTITIES), entityCounts).nullable(),
  error_count: z.number().int(),
  /** The first errors (at most 1,000); the report has them all. */
  errors: z.array(importError),
  /** Why a failed import stopped (the file could not be read, …), in words. */
  failure: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportResource = z.infer<typeof importResource>;

/** Live progress, on the private channel of the person who started it, event `import.progress`. */
export const importProgressEvent = z.object({
  import_id: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgressEvent = z.infer<typeof importProgressEvent>;

/** `POST companies/{id}/listings/monitor`: every listing URL (of one retailer, or all) becomes a monitored page. */
export const monitorListingsBody = z.object({
  retailer_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  /** The currency of the products' MAP on new monitored products. */
  currency: importOptions.shape.currency,
});
export type MonitorListingsBody = z.infer<typeof monitorListingsBody>;

export const monitorListingsResult = z.object({
  /** Pages made (`create`) and listings already monitored (`unchanged`). */
  pages: entityCounts,
  /** Listings whose URL a monitored page may not have (credentials, too long). */
  skipped: z.number().int(),
});
export type MonitorListingsResult = z.infer<typeof monitorListingsResult>;
