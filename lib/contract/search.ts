import { z } from 'zod';
import { SEARCH_GROUPS } from './values';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { SEARCH_GROUPS };

export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** `GET search?q=`: what the caller may see, grouped, at most `limit` (5) a group. */
export const searchQuery = z.object({
  q: z.string({ error: 'The q field is required.' }).trim().min(2, 'Type at least 2 characters.').max(100),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export const searchHit = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Where it lives ("Acme · Retailer", "Field work · Sales"). */
  subtitle: z.string().nullable(),
  /** The app path that opens it. */
  url: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchResult = z.object(
  Object.fromEntries(SEARCH_GROUPS.map((g) => [g, z.array(searchHit)])) as Record<SearchGroup, z.ZodArray<typeof searchHit>>,
);
export type SearchResult = z.infer<typeof searchResult>;
