import type { ProductImage } from '@/lib/contract/catalogue';
import type { productImages } from '../../db/schema';

export type ProductImageRow = typeof productImages.$inferSelect;

/** The contract's product image: its file as `/api/uploads/<name>`. */
export function toProductImageResource(row: Omit<ProductImageRow, 'createdAt'>): ProductImage {
  return { id: row.id, product_id: row.productId, image: `/api/uploads/${row.image}`, title: row.title, description: row.description, position: row.position };
}
