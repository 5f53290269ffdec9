import type { Product } from '@/lib/contract/catalogue';
import { centsToDollars } from './price';

/** The product form's inputs, as typed: the MSRP and MAP in dollars under `msrp_cents` and `map_cents`, so errors of either side land on that field. */
export type ProductValues = {
  name: string;
  brand_id: string;
  description: string;
  sku: string;
  upc: string;
  category: string;
  msrp_cents: string;
  map_cents: string;
};

export const PRODUCT_FIELDS = ['name', 'brand_id', 'description', 'sku', 'upc', 'category', 'msrp_cents', 'map_cents'] as const;

export function productToValues(product?: Product | null, brandId?: number | null): ProductValues {
  return {
    name: product?.name ?? '',
    brand_id: String(product?.brand_id ?? brandId ?? ''),
    description: product?.description ?? '',
    sku: product?.sku ?? '',
    upc: product?.upc ?? '',
    category: product?.category ?? '',
    msrp_cents: centsToDollars(product?.msrp_cents),
    map_cents: centsToDollars(product?.map_cents),
  };
}
