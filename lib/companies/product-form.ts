import { z } from 'zod';
import { productBody } from '@/lib/contract/catalogue';
import type { Product } from '@/lib/contract/catalogue';
import { centsToDollars, parseDollars } from './price';

/** The product form's inputs, as typed: the MSRP in dollars under `msrp_cents`, so errors of either side land on that field. */
export type ProductValues = { name: string; brand_id: string; description: string; sku: string; upc: string; category: string; msrp_cents: string };

export const PRODUCT_FIELDS = ['name', 'brand_id', 'description', 'sku', 'upc', 'category', 'msrp_cents'] as const;

export function productToValues(product?: Product | null, brandId?: number | null): ProductValues {
  return {
    name: product?.name ?? '',
    brand_id: String(product?.brand_id ?? brandId ?? ''),
    description: product?.description ?? '',
    sku: product?.sku ?? '',
    upc: product?.upc ?? '',
    category: product?.category ?? '',
    msrp_cents: centsToDollars(product?.msrp_cents),
  };
}

/** Dollars text → cents, then the contract's own rule for `msrp_cents`. */
const dollars = z.string().transform((text, ctx) => {
  const parsed = parseDollars(text);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  const checked = productBody.shape.msrp_cents.safeParse(parsed.cents);
  if (!checked.success) {
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }
  return parsed.cents;
});

/** The contract's product schema, reading the MSRP as dollars (what the form validates before sending). */
export const productFormSchema = productBody.extend({ msrp_cents: dollars });
export type ProductPayload = z.output<typeof productFormSchema>;
