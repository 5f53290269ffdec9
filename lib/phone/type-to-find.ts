/**
 * Type-to-find in the country list (spec §9: 700 ms): keys typed within the delay of each other
 * build one search; after a pause the search starts again.
 */
import { TYPE_TO_FIND_DELAY_MS } from './constants';

export type TypeToFindState = { query: string; at: number };
export const EMPTY_TYPE_TO_FIND: TypeToFindState = { query: '', at: Number.NEGATIVE_INFINITY };

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "aland" "Åland Islands". */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The search after typing `key` at `now` (ms). */
export function nextTypeToFind(state: TypeToFindState, key: string, now: number, delay = TYPE_TO_FIND_DELAY_MS): TypeToFindState {
  const fresh = now - state.at > delay;
  return { query: (fresh ? '' : state.query) + key, at: now };
}

/** The first item whose name starts with the query (accents and case ignored), or null. */
export function findByPrefix<T extends { name: string }>(items: readonly T[], query: string): T | null {
  const wanted = foldName(query);
  if (wanted === '') return null;
  return items.find((item) => foldName(item.name).startsWith(wanted)) ?? null;
}

/** One key press: the new search state and the item it finds. */
export function typeToFind<T extends { name: string }>(
  items: readonly T[],
  state: TypeToFindState,
  key: string,
  now: number,
): { state: TypeToFindState; match: T | null } {
  const next = nextTypeToFind(state, key, now);
  return { state: next, match: findByPrefix(items, next.query) };
}
