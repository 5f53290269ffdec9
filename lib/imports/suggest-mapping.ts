import type { ImportField, ImportMapping } from '@/lib/contract/imports';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '@/lib/contract/imports';

/** A header compared loosely: lower case, accents, punctuation and spacing ignored (`Retail-Price ` = `retail price`). */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Other names people give the columns (the labels and the field names themselves always match). */
const SYNONYMS: Record<ImportField, string[]> = {
  brand_name: ['brand', 'brand name', 'manufacturer', 'marque'],
  product_name: ['product', 'product name', 'name', 'item', 'item name', 'title', 'product title'],
  product_sku: ['sku', 'product sku', 'item number', 'item no', 'mpn', 'part number', 'model', 'article number'],
  product_upc: ['upc', 'gtin', 'ean', 'barcode', 'upc code', 'ean13', 'ean 13', 'gtin 13', 'gtin 14', 'upc ean', 'isbn'],
  product_category: ['category', 'product category', 'department'],
  product_description: ['description', 'product description', 'details'],
  product_msrp: ['msrp', 'srp', 'rrp', 'list price', 'suggested retail price', 'msrp usd'],
  product_map: ['map', 'minimum advertised price', 'map price', 'min advertised price'],
  retailer_name: ['retailer', 'retailer name', 'store', 'shop', 'account', 'customer', 'channel'],
  retailer_website: ['retailer website', 'website', 'domain', 'retailer domain', 'retailer url', 'store website'],
  retailer_category: ['retailer category', 'channel type', 'store type'],
  retailer_locations: ['retailer locations', 'locations', 'regions', 'countries', 'markets'],
  listing_retailer_sku: ['retailer sku', 'retailer item number', 'asin', 'tcin', 'dpci', 'listing sku', 'store sku', 'retailer item id'],
  listing_price: ['price', 'retail price', 'listing price', 'sale price', 'current price', 'selling price', 'shelf price'],
  listing_status: ['listing status', 'status', 'availability'],
  listing_url: ['product url', 'url', 'listing url', 'link', 'product link', 'page', 'page url'],
  contact_first_name: ['contact first name', 'first name', 'firstname', 'given name'],
  contact_last_name: ['contact last name', 'last name', 'lastname', 'surname', 'family name'],
  contact_email: ['contact email', 'email', 'e mail', 'email address', 'buyer email'],
  contact_phone: ['contact phone', 'phone', 'telephone', 'phone number', 'mobile'],
  contact_title: ['contact title', 'job title', 'role', 'position'],
  partner_name: ['partner', 'partner name', 'agency', 'broker'],
  partner_website: ['partner website', 'partner url'],
  distributor_name: ['distributor', 'distributor name', 'wholesaler'],
  distributor_website: ['distributor website', 'distributor url'],
};

const BY_KEY: Map<string, ImportField> = (() => {
  const map = new Map<string, ImportField>();
  // Labels and field names first, so an export's headers always come back to their own field.
  for (const field of IMPORT_FIELDS) {
    map.set(headerKey(IMPORT_FIELD_LABELS[field]), field);
    map.set(headerKey(field), field);
  }
  for (const field of IMPORT_FIELDS) for (const name of SYNONYMS[field]) if (!map.has(headerKey(name))) map.set(headerKey(name), field);
  return map;
})();

/** The field a header names by its synonyms, or null. */
export const fieldForHeader = (header: string): ImportField | null => BY_KEY.get(headerKey(header)) ?? null;

/**
 * A mapping for a file's headers: the company's remembered choice for a header first (`remembered`,
 * keyed by headerKey), then the synonyms. No field is given to two columns: the first column keeps it.
 */
export function suggestMapping(headers: string[], remembered: Record<string, ImportField | null> = {}): ImportMapping {
  const used = new Set<ImportField>();
  const out: ImportMapping = {};
  for (const header of headers) {
    const key = headerKey(header);
    const field = key in remembered ? remembered[key] : fieldForHeader(header);
    out[header] = field && !used.has(field) ? field : null;
    if (field) used.add(field);
  }
  return out;
}
