/** Review ratings: whole stars from 1 to 5. */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export const isRating = (value: unknown): value is Rating => typeof value === 'number' && (RATINGS as readonly number[]).includes(value);

/** "1 star", "4 stars": the accessible name of each choice. */
export const starLabel = (n: number): string => `${n} star${n === 1 ? '' : 's'}`;

/** "4 out of 5 stars": how a stored rating is read out. */
export const ratingText = (n: number): string => `${n} out of 5 stars`;

/** Which stars show filled for a rating (the hovered choice previews, else the chosen one). */
export function filledStars(chosen: number | null, hovered: number | null = null): boolean[] {
  const upTo = hovered ?? chosen ?? 0;
  return RATINGS.map((n) => n <= upTo);
}

/** The mean rating to one decimal, or null for no reviews. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}
