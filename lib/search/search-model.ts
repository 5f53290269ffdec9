import { SEARCH_GROUPS } from '@/lib/contract/values';
import type { SearchGroup, SearchHit, SearchResult } from '@/lib/contract/search';

/** The header box searches 250 ms after the last key, once at least 2 characters are typed. */
export const SEARCH_DELAY_MS = 250;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
export const SEARCH_MSG = { error: 'Error searching' } as const;

export const SEARCH_GROUP_LABELS: Record<SearchGroup, string> = {
  companies: 'Companies',
  brands: 'Brands',
  products: 'Products',
  retailers: 'Retailers',
  files: 'Files',
  insights: 'Insights',
  meetings: 'Meetings',
  tasks: 'Tasks',
};

/** The `q` a typed text searches for (spaces collapsed), or null while it is too short to send. */
export function searchTermOf(text: string): string | null {
  const q = text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_CHARS);
  return q.length >= SEARCH_MIN_CHARS ? q : null;
}

export type SearchOption = {
  /** Position among every option of every group (what ArrowUp/ArrowDown walk through). */
  index: number;
  /** The element id `aria-activedescendant` points at. */
  domId: string;
  group: SearchGroup;
  hit: SearchHit;
};
export type SearchSection = { group: SearchGroup; label: string; headingId: string; options: SearchOption[] };

/** The result as listbox sections in the fixed group order, empty groups left out. */
export function searchSections(result: SearchResult | undefined, idPrefix: string): SearchSection[] {
  if (!result) return [];
  const sections: SearchSection[] = [];
  let index = 0;
  for (const group of SEARCH_GROUPS) {
    const hits = result[group] ?? [];
    if (hits.length === 0) continue;
    sections.push({
      group,
      label: SEARCH_GROUP_LABELS[group],
      headingId: `${idPrefix}-${group}`,
      options: hits.map((hit) => ({ index: index++, domId: `${idPrefix}-${group}-${hit.id}`, group, hit })),
    });
  }
  return sections;
}

export const optionsOf = (sections: readonly SearchSection[]): SearchOption[] => sections.flatMap((s) => s.options);

/** The next highlighted option: wraps at both ends; -1 (none) moves to the first or the last. */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}

export type SearchPhase = 'idle' | 'loading' | 'error' | 'empty' | 'results';

export type SearchState = {
  /** What is in the box now. */
  text: string;
  /** The term the current data answers (null while nothing was searched). */
  settledTerm: string | null;
  result: SearchResult | undefined;
  /** The query is fetching, or typing has not paused yet. */
  pending: boolean;
  isError: boolean;
};

/** Where the search stands; earlier results stay on screen while the next ones load. */
export function searchPhase({ text, settledTerm, result, pending, isError }: SearchState): SearchPhase {
  if (searchTermOf(text) === null) return 'idle';
  if (isError && !pending) return 'error';
  if (!result || settledTerm === null) return 'loading';
  const count = SEARCH_GROUPS.reduce((n, g) => n + (result[g]?.length ?? 0), 0);
  if (count > 0) return 'results';
  return pending ? 'loading' : 'empty';
}

/** An in-app path to push; anything else (another origin, a scheme) is refused. */
export function appPath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}

/** A title split around the first case-insensitive match of the term, to bold what matched. */
export function highlightParts(title: string, term: string | null): { text: string; match: boolean }[] {
  const at = term ? title.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (!term || at < 0) return [{ text: title, match: false }];
  const parts = [
    { text: title.slice(0, at), match: false },
    { text: title.slice(at, at + term.length), match: true },
    { text: title.slice(at + term.length), match: false },
  ];
  return parts.filter((p) => p.text !== '');
}
