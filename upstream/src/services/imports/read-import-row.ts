import { z } from 'zod';
import { brandBody, productBody, RETAILER_PRODUCT_STATUSES, retailerBody, retailerCategoryBody, retailerProductBody } from '@/lib/contract/catalogue';
import type { ImportError, ImportField, ImportOptions } from '@/lib/contract/imports';
import { pageUrl } from '@/lib/contract/monitoring/pages';
import { companyPartyBody, contactBody } from '@/lib/contract/relations';
import { readPrice } from '../../lib/spreadsheet/read-price';
import type { SheetRow } from '../../lib/spreadsheet/sheet-cell';
import { cellName, cellText } from '../../lib/spreadsheet/sheet-cell';

/** A mapped column: where it is, what the file calls it, and the field it fills. */
export type MappedColumn = { index: number; header: string; field: ImportField };

export type RowValue = string | number | string[];
/** One row's values, read and validated with the forms' own rules, and its problems by cell. */
export type ReadRow = {
  number: number;
  values: Partial<Record<ImportField, RowValue>>;
  errors: ImportError[];
  /** Where a field sits in this row (for errors about the record rather than one value). */
  at: (field: ImportField) => { cell: string; column: string } | null;
};

type Rule = z.ZodType<unknown>;
/** The create forms' rules, field by field: an import stores nothing the forms would refuse. */
const TEXT_RULES: Record<Exclude<ImportField, 'product_msrp' | 'product_map' | 'listing_price'>, Rule> = {
  brand_name: brandBody.shape.name,
  product_name: productBody.shape.name,
  product_sku: productBody.shape.sku,
  product_upc: productBody.shape.upc,
  product_category: productBody.shape.category,
  product_description: productBody.shape.description,
  retailer_name: retailerBody.shape.name,
  retailer_website: retailerBody.shape.website,
  retailer_category: retailerCategoryBody.shape.name,
  retailer_locations: retailerBody.shape.locations,
  listing_retailer_sku: retailerProductBody.shape.retailer_sku,
  listing_status: z.enum(RETAILER_PRODUCT_STATUSES, { error: 'The status must be listed, pending or delisted.' }),
  listing_url: retailerProductBody.shape.url,
  contact_first_name: contactBody.shape.first_name,
  contact_last_name: contactBody.shape.last_name,
  contact_email: contactBody.shape.email,
  contact_phone: contactBody.shape.phone,
  contact_title: contactBody.shape.title,
  partner_name: companyPartyBody.shape.name,
  partner_website: companyPartyBody.shape.website,
  distributor_name: companyPartyBody.shape.name,
  distributor_website: companyPartyBody.shape.website,
};
const PRICE_RULES = {
  product_msrp: productBody.shape.msrp_cents,
  product_map: productBody.shape.map_cents,
  listing_price: retailerProductBody.shape.price_cents,
};

const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;

const FORMULA_GUARD = /^'[=+\-@\t\r]/;
const URL_FIELDS = new Set<ImportField>(['listing_url', 'retailer_website', 'partner_website', 'distributor_website']);

/** Text as the field wants it before its rule: UPCs without spaces or dashes, statuses in lower case. */
function prepare(field: ImportField, text: string): string {
  if (field === 'product_upc') return text.replace(/[\s-]/g, '');
  if (field === 'listing_status') return text.trim().toLowerCase();
  return text;
}

/**
 * Reads one row through the mapping. Every value is text to the rules (a formula's text is text: it
 * is never evaluated), except prices, read in the file's locale (readPrice) then checked by the
 * forms' price rules. With `monitor_listings`, a listing URL must also be one a page may have.
 */
export function readImportRow(row: SheetRow, columns: MappedColumn[], options: ImportOptions): ReadRow {
  const values: ReadRow['values'] = {};
  const errors: ImportError[] = [];
  const where = new Map<ImportField, { cell: string; column: string }>();
  for (const col of columns) {
    const raw = row.cells[col.index];
    // A hyperlink in a URL field is its address; anywhere else, its text.
    const shown = (raw !== null && typeof raw === 'object' && URL_FIELDS.has(col.field) ? raw.link : cellText(raw)).trim();
    // The `'` an export (or a careful person) put before a formula-like value is not part of it.
    const text = FORMULA_GUARD.test(shown) ? shown.slice(1) : shown;
    if (text === '') continue;
    const cell = cellName(col.index, row.number);
    where.set(col.field, { cell, column: col.header });
    const fail = (message: string) => errors.push({ cell, row: row.number, column: col.header, message });
    if (col.field in PRICE_RULES) {
      const cents = readPrice(typeof raw === 'number' ? raw : text, options.decimal_separator);
      const checked = cents === null || cents === undefined ? null : PRICE_RULES[col.field as keyof typeof PRICE_RULES].safeParse(cents);
      if (!checked?.success) fail(`${col.header} ${quoted(text)} is not a price${checked ? ` (${checked.error.issues[0].message.replace(/\.$/, '')})` : ''}.`);
      else values[col.field] = cents as number;
      continue;
    }
    const rule = options.monitor_listings && col.field === 'listing_url' ? pageUrl : TEXT_RULES[col.field as keyof typeof TEXT_RULES];
    const checked = rule.safeParse(prepare(col.field, text));
    if (!checked.success) {
      fail(`${col.header} ${quoted(text)}: ${checked.error.issues[0].message}`);
      continue;
    }
    const value = checked.data;
    if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) values[col.field] = value as RowValue;
  }
  return { number: row.number, values, errors, at: (field) => where.get(field) ?? null };
}
