import type { ImportRowResult } from '../../db/schema/imports';
import type { BrandValues, ImportIndex, ProductValues, Ref, RetailerValues } from './import-index';
import { created, lower, patch, websiteDomain } from './import-index';
import { indexProduct, indexRetailer } from './index-keys';
import type { ReadRow } from './read-import-row';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The product a row names: by SKU, then UPC, then (with neither) by name. `commit` records the row's values. */
export function planProduct(index: ImportIndex, row: ReadRow) {
  const v = row.values;
  const sku = str(v.product_sku);
  const upc = str(v.product_upc);
  const name = str(v.product_name);
  const ref =
    (sku ? index.products.bySku.get(lower(sku)) : undefined) ??
    (upc ? index.products.byUpc.get(upc) : undefined) ??
    (!sku && !upc && name ? index.products.byName.get(lower(name)) : undefined) ??
    null;
  const label = sku ? `SKU "${sku}"` : upc ? `UPC "${upc}"` : `"${name ?? ''}"`;
  const given: Partial<ProductValues> = {
    name,
    sku,
    upc,
    category: str(v.product_category),
    description: str(v.product_description),
    msrpCents: num(v.product_msrp),
    mapCents: num(v.product_map),
  };
  return {
    ref,
    label,
    commit(brand: Ref<BrandValues> | null, result: ImportRowResult): Ref<ProductValues> {
      if (brand) given.brand = brand;
      if (ref) {
        result.entities.products = patch(index, 'products', ref, given);
        indexProduct(index, ref);
        return ref;
      }
      const values: ProductValues = {
        name: name as string,
        sku: null,
        upc: null,
        category: null,
        description: null,
        msrpCents: null,
        mapCents: null,
        brand: null,
      };
      for (const [key, value] of Object.entries(given)) if (value !== undefined) Object.assign(values, { [key]: value });
      const fresh = created(index, 'products', values);
      indexProduct(index, fresh);
      result.entities.products = 'create';
      return fresh;
    },
  };
}

/** The retailer a row names: by name (any case), then by its website's domain. */
export function planRetailer(index: ImportIndex, row: ReadRow) {
  const v = row.values;
  const name = str(v.retailer_name);
  const website = str(v.retailer_website);
  const domain = websiteDomain(website);
  const ref = (name ? index.retailers.byName.get(lower(name)) : undefined) ?? (domain ? index.retailers.byDomain.get(domain) : undefined) ?? null;
  const label = name ? `"${name}"` : `"${website ?? ''}"`;
  const categoryName = str(v.retailer_category);
  const locations = Array.isArray(v.retailer_locations) ? v.retailer_locations : undefined;
  return {
    ref,
    label,
    commit(result: ImportRowResult): Ref<RetailerValues> {
      let category: RetailerValues['category'] | undefined;
      if (categoryName) {
        category = index.categories.get(lower(categoryName)) ?? { id: null, name: categoryName };
        index.categories.set(lower(categoryName), category);
      }
      // A retailer found by its domain keeps its own name, and its website when that is on the same domain.
      const sameSite = ref !== null && domain !== null && websiteDomain(ref.values.website) === domain;
      const given: Partial<RetailerValues> = { website: sameSite ? undefined : website, locations, category };
      if (ref) {
        result.entities.retailers = patch(index, 'retailers', ref, given);
        indexRetailer(index, ref, domain);
        return ref;
      }
      const fresh = created<RetailerValues>(index, 'retailers', {
        name: name as string,
        website: website ?? null,
        locations: locations ?? [],
        category: category ?? null,
      });
      indexRetailer(index, fresh, domain);
      result.entities.retailers = 'create';
      return fresh;
    },
  };
}
