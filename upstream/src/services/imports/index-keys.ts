import type { ImportIndex, ProductValues, Ref, RetailerValues } from './import-index';
import { lower } from './import-index';

/** Files a product under its SKU, UPC and name (a key already taken keeps its first record). */
export function indexProduct(index: ImportIndex, ref: Ref<ProductValues>): void {
  const { sku, upc, name } = ref.values;
  if (sku && !index.products.bySku.has(lower(sku))) index.products.bySku.set(lower(sku), ref);
  if (upc && !index.products.byUpc.has(upc)) index.products.byUpc.set(upc, ref);
  if (!index.products.byName.has(lower(name))) index.products.byName.set(lower(name), ref);
}

/** Files a retailer under its name and its website's domain. */
export function indexRetailer(index: ImportIndex, ref: Ref<RetailerValues>, domain: string | null): void {
  if (!index.retailers.byName.has(lower(ref.values.name))) index.retailers.byName.set(lower(ref.values.name), ref);
  if (domain && !index.retailers.byDomain.has(domain)) index.retailers.byDomain.set(domain, ref);
}
