import { createHash } from 'node:crypto';

/**
 * A key that stays the same when the same review is scraped again, so re-scrapes add nothing:
 * author, day, rating and the first 500 characters of the body, case- and space-folded. The review
 * id a shop may print is not used: many shops regenerate it per page view.
 */
export function reviewKey(review: { author: string | null; date: string | null; rating: number | null; body: string; title?: string | null }): string {
  const fold = (s: string | null | undefined) => (s ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const day = review.date ? review.date.trim().slice(0, 10) : '';
  const parts = [fold(review.author), day, review.rating ?? '', fold(review.title), fold(review.body).slice(0, 500)];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}
