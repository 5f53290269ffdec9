import type { ImportEntity, ImportError, ImportField, ImportOptions } from '@/lib/contract/imports';
import { IMPORT_FIELDS } from '@/lib/contract/imports';
import type { ImportRowResult } from '../../db/schema/imports';
import type { BrandValues, ImportIndex, ListingStatus, ProductValues, Ref, RetailerValues } from './import-index';
import { created, lower, patch } from './import-index';
import type { ReadRow } from './read-import-row';
import { planContact, planListing, planParty } from './plan-row-links';
import { planProduct, planRetailer } from './plan-row-records';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const has = (row: ReadRow, prefix: string) => Object.keys(row.values).some((k) => k.startsWith(prefix));

/**
 * Plans one row against the index: finds each record it names by its natural key, decides create /
 * update / unchanged, and records the change in the index (written later by the import, never by a
 * dry run). Errors about records (a listing without its product, a new product without a name) are
 * found before anything changes, so a row with any error is skipped whole.
 */
export function planImportRow(index: ImportIndex, row: ReadRow, options: ImportOptions): ImportRowResult {
  const result: ImportRowResult = { row: row.number, entities: {}, errors: [...row.errors] };
  const v = row.values;
  const error = (field: ImportField, fallback: ImportField, message: string) => {
    const at = row.at(field) ?? row.at(fallback) ?? { cell: `A${row.number}`, column: '' };
    result.errors.push({ cell: at.cell, row: row.number, column: at.column, message } satisfies ImportError);
  };
  if (result.errors.length === 0) {
    const brandName = str(v.brand_name);
    const product = has(row, 'product_') ? planProduct(index, row) : null;
    const retailer = has(row, 'retailer_') ? planRetailer(index, row) : null;
    if (product && !product.ref && !str(v.product_name)) {
      error('product_sku', 'product_upc', `Product ${product.label} is not in the catalogue: a new product needs a name.`);
    }
    if (retailer && !retailer.ref && !str(v.retailer_name))
      error('retailer_website', 'retailer_name', `Retailer ${retailer.label} is not known: a new retailer needs a name.`);
    if (has(row, 'listing_') && (!product || !retailer)) {
      const first = (Object.keys(v).find((k) => k.startsWith('listing_')) ?? 'listing_url') as ImportField;
      error(first, first, 'A listing needs its product (SKU or UPC) and its retailer (name or website) in the same row.');
    }
    if (has(row, 'contact_') && !str(v.contact_first_name) && !str(v.contact_email))
      error('contact_last_name', 'contact_phone', 'A contact needs a first name or an email.');
    if (str(v.partner_website) && !str(v.partner_name)) error('partner_website', 'partner_website', 'A partner needs a name.');
    if (str(v.distributor_website) && !str(v.distributor_name)) error('distributor_website', 'distributor_website', 'A distributor needs a name.');
    if (result.errors.length === 0) apply(index, row, options, result, { brandName, product, retailer });
  }
  if (result.errors.length > 0) {
    for (const entity of entitiesOf(row)) result.entities[entity] = 'error';
  }
  return result;
}

/** The kinds of record a row names: any of their fields has a cell (valid or not). */
function entitiesOf(row: ReadRow): ImportEntity[] {
  const out: ImportEntity[] = [];
  const named = (prefix: string) => IMPORT_FIELDS.some((f) => f.startsWith(prefix) && row.at(f) !== null);
  const prefixes: [string, ImportEntity][] = [
    ['brand_', 'brands'],
    ['product_', 'products'],
    ['retailer_', 'retailers'],
    ['listing_', 'listings'],
    ['contact_', 'contacts'],
    ['partner_', 'partners'],
    ['distributor_', 'distributors'],
  ];
  for (const [prefix, entity] of prefixes) if (named(prefix)) out.push(entity);
  return out;
}

type Found = { brandName: string | undefined; product: ReturnType<typeof planProduct> | null; retailer: ReturnType<typeof planRetailer> | null };

function apply(index: ImportIndex, row: ReadRow, options: ImportOptions, result: ImportRowResult, found: Found): void {
  const v = row.values;
  let brand: Ref<BrandValues> | null = null;
  if (found.brandName) {
    brand = index.brands.get(lower(found.brandName)) ?? null;
    if (brand) result.entities.brands = patch(index, 'brands', brand, {});
    else {
      brand = created(index, 'brands', { name: found.brandName });
      index.brands.set(lower(found.brandName), brand);
      result.entities.brands = 'create';
    }
  }
  const product: Ref<ProductValues> | null = found.product ? found.product.commit(brand, result) : null;
  const retailer: Ref<RetailerValues> | null = found.retailer ? found.retailer.commit(result) : null;
  if (product && retailer && Object.keys(v).some((k) => k.startsWith('listing_'))) {
    planListing(index, result, options, {
      product,
      retailer,
      retailerSku: str(v.listing_retailer_sku),
      priceCents: num(v.listing_price),
      url: str(v.listing_url),
      status: str(v.listing_status) as ListingStatus | undefined,
    });
  }
  if (str(v.contact_first_name) || str(v.contact_email)) planContact(index, result, row, retailer);
  if (str(v.partner_name)) planParty(index, result, 'partners', str(v.partner_name) as string, str(v.partner_website));
  if (str(v.distributor_name)) planParty(index, result, 'distributors', str(v.distributor_name) as string, str(v.distributor_website));
}
