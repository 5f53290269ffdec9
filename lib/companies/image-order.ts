import type { ProductImage } from '@/lib/contract/catalogue';

type Positioned = Pick<ProductImage, 'id' | 'position'>;

/** Images in gallery order: by position, then by id (older first) for equal positions. */
export const sortImages = <T extends Positioned>(images: readonly T[]): T[] => [...images].sort((a, b) => a.position - b.position || a.id - b.id);

export type ImageMove<T> = { order: T[]; position: number };

/**
 * "Move up" / "Move down": the new order (each image's position its index in it) and the position
 * to send for the moved image. The upstream moves an image to the position it is given and
 * renumbers the others 0..n-1, so one update per move is enough. Null at either end.
 */
export function moveImage<T extends Positioned>(images: readonly T[], id: number, direction: -1 | 1): ImageMove<T> | null {
  const sorted = sortImages(images);
  const from = sorted.findIndex((i) => i.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= sorted.length) return null;
  [sorted[from], sorted[to]] = [sorted[to], sorted[from]];
  return { order: sorted.map((image, index) => ({ ...image, position: index })), position: to };
}
