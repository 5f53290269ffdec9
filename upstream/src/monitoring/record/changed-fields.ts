/**
 * The extracted fields a version can change, in the order they are shown. `content` is the
 * normalized text itself; the others are read from the version's `extracted` summary
 * (record-content.ts). `price` is the amount and currency together: a currency switch is a price
 * change too (a new series, decision 0009).
 */
export const VERSION_FIELDS = ['content', 'price', 'list_price', 'availability', 'title', 'rating', 'review_count', 'status'] as const;
export type VersionField = (typeof VERSION_FIELDS)[number];

type Summary = Record<string, unknown>;

const at = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/** Each field's comparable value (null when absent), so a missing price and no price are equal. */
const READERS: Record<Exclude<VersionField, 'content'>, (s: Summary) => unknown> = {
  price: (s) => {
    const amount = at(s.price, 'amountMinor');
    return amount === undefined || amount === null ? null : `${String(amount)} ${String(at(s.price, 'currency') ?? '')}`;
  },
  list_price: (s) => at(s.price, 'listAmountMinor') ?? null,
  availability: (s) => at(s.availability, 'value') ?? null,
  title: (s) => s.title ?? null,
  rating: (s) => at(s.rating, 'value') ?? null,
  review_count: (s) => s.review_count ?? null,
  status: (s) => s.status ?? null,
};

/**
 * What changed from one observation to the next: `content` when the normalized text's hash moved,
 * and every extracted field whose value differs. Empty means the page did not change, so no
 * version is made (issue 35: one version per real change).
 */
export function changedFields(previous: { contentHash: string; extracted: Summary }, next: { contentHash: string; extracted: Summary }): VersionField[] {
  const changed: VersionField[] = previous.contentHash === next.contentHash ? [] : ['content'];
  for (const field of VERSION_FIELDS) {
    if (field === 'content') continue;
    const read = READERS[field];
    if (JSON.stringify(read(previous.extracted)) !== JSON.stringify(read(next.extracted))) changed.push(field);
  }
  return changed;
}
