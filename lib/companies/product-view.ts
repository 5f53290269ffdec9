import type { Product } from '@/lib/contract/catalogue';
import { sortImages } from './image-order';
import { formatPrice } from './price';

/** The image a product is shown with in lists: its first by position. */
export const firstImage = (product: Pick<Product, 'images'>): string | null => sortImages(product.images)[0]?.image ?? null;

/** "Brand · SKU 123 · $12.50", leaving out what is not set. */
export function productSummary(product: Pick<Product, 'brand_name' | 'sku' | 'msrp_cents'>): string {
  return [product.brand_name, product.sku ? `SKU ${product.sku}` : null, formatPrice(product.msrp_cents)].filter(Boolean).join(' · ');
}

/** Only http(s) addresses become links (anything else stored by mistake is shown as text). */
export const isHttpUrl = (value: string): boolean => /^https?:\/\/\S+$/i.test(value.trim());
