import type { DirectoryEntry } from '@/lib/contract/directories';

/** Spec: directory searches run as you type, 300 ms after the last key. */
export const DIRECTORY_SEARCH_DELAY_MS = 300;
export const DIRECTORY_QUERY_MAX = 100;

/** The `q` a typed text searches for, or null when there is nothing to search (the contract needs one character). */
export function searchQueryOf(text: string): string | null {
  const q = text.replace(/\s+/g, ' ').trim().slice(0, DIRECTORY_QUERY_MAX);
  return q === '' ? null : q;
}

export type SearchPhase = 'idle' | 'typing' | 'loading' | 'error' | 'empty' | 'results';

export type SearchInput = {
  /** What is in the box now. */
  text: string;
  /** The text once typing paused (what the query ran for). */
  settled: string;
  results: readonly DirectoryEntry[] | undefined;
  isFetching: boolean;
  isError: boolean;
};

/** Where an as-you-type search stands, from the box, its debounced value and the query's state. */
export function searchPhase({ text, settled, results, isFetching, isError }: SearchInput): SearchPhase {
  const q = searchQueryOf(text);
  if (q === null) return 'idle';
  if (q !== searchQueryOf(settled)) return 'typing';
  if (isError) return 'error';
  if (isFetching || results === undefined) return 'loading';
  return results.length === 0 ? 'empty' : 'results';
}

/** An entry already has this name (any case, spaces collapsed): creating another would duplicate it. */
export function hasExactMatch(results: readonly DirectoryEntry[] | undefined, text: string): boolean {
  const q = searchQueryOf(text)?.toLowerCase();
  if (!q || !results) return false;
  return results.some((r) => r.name.replace(/\s+/g, ' ').trim().toLowerCase() === q);
}

/** Offer "create a directory entry" once a search has settled and nothing has that exact name. */
export function canOfferCreate(input: SearchInput): boolean {
  const phase = searchPhase(input);
  return (phase === 'empty' || phase === 'results') && !hasExactMatch(input.results, input.text);
}

/** The polite live-region text for screen readers. */
export function searchStatusText(phase: SearchPhase, count: number, noun: string): string {
  switch (phase) {
    case 'idle':
      return '';
    case 'typing':
    case 'loading':
      return 'Searching…';
    case 'error':
      return 'The search failed.';
    case 'empty':
      return `No ${noun} found.`;
    case 'results':
      return `${count} ${noun} found.`;
  }
}
