import type { PageMeta } from '@/lib/contract/common';

export type PageOf<T> = { data: T[]; meta?: PageMeta };

/** Safety net: never follow more pages than this, whatever `last_page` says. */
export const MAX_PAGES = 20;

/**
 * Reads every page of a paged list (`{ data, meta }`), starting at page 1 and following
 * `meta.last_page`. A body without `meta` is taken as the whole list. Resolves to null when a page
 * fails (`fetchPage` returns null), so callers can report the section 8 fallback.
 */
export async function collectPages<T>(fetchPage: (page: number) => Promise<PageOf<T> | null>): Promise<T[] | null> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await fetchPage(page);
    if (!body) return null;
    items.push(...body.data);
    if (!body.meta || page >= body.meta.last_page || body.data.length === 0) break;
  }
  return items;
}
