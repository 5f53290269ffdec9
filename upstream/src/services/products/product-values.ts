import type { ProductBody } from '@/lib/contract/catalogue';
import type { products } from '../../db/schema';

export type ProductValues = Partial<Omit<typeof products.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>>;

const OPTIONAL = { description: 'description', sku: 'sku', upc: 'upc', category: 'category' } as const;

/**
 * Column values from a validated product body. Creating (`sent` null), every field is set (empty →
 * null); editing, only the fields sent change and an empty one is cleared.
 */
export function productValues(parsed: Partial<ProductBody>, sent: Record<string, unknown> | null): ProductValues {
  const has = (key: string) => sent === null || key in sent;
  const out: ProductValues = {};
  if (parsed.name !== undefined) out.name = parsed.name;
  if (has('brand_id')) out.brandId = parsed.brand_id ?? null;
  for (const [field, column] of Object.entries(OPTIONAL)) {
    if (!has(field)) continue;
    const value = parsed[field as keyof typeof OPTIONAL];
    out[column] = value === undefined || value === '' ? null : value;
  }
  if (has('msrp_cents')) out.msrpCents = parsed.msrp_cents === undefined || parsed.msrp_cents === '' ? null : parsed.msrp_cents;
  return out;
}
