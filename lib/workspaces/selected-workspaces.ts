/**
 * The saved workspace selection (spec §3 "Selected workspaces: selectedWorkspaceIds, persisted under
 * the key selected_workspaces"), the set that `/workspace/all` shows. Plain TypeScript around
 * localStorage plus one React hook; storage is injectable so the rules are testable in Node.
 */
import { browserStorage } from '@/lib/ui/browser-storage';
import type { StorageLike } from '@/lib/ui/browser-storage';
import { useCallback, useSyncExternalStore } from 'react';

export const SELECTED_WORKSPACES_KEY = 'selected_workspaces';
/** A sanity bound: a stored list longer than this is treated as corrupt rather than trusted. */
export const MAX_SELECTED_WORKSPACES = 500;

export type { StorageLike };
type Listener = () => void;

const EMPTY: readonly number[] = Object.freeze([]);

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** Keeps positive integer ids (numeric strings too: older writers stored strings), first occurrence wins. */
export function normalizeIds(values: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    const id = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
    if (isId(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

/** Parses the stored value; anything that is not a JSON array of ids (or is absurdly long) reads as no selection. */
export function parseSelectedWorkspaces(raw: string | null): number[] {
  if (raw === null || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value) || value.length > MAX_SELECTED_WORKSPACES) return [];
  return normalizeIds(value);
}

export const serializeSelectedWorkspaces = (ids: readonly unknown[]): string => JSON.stringify(normalizeIds(ids));

// Storage can be missing (server render) or throw (disabled cookies, private mode, quota): the
// selection then lives in memory for this page so the switcher still works.
let memoryRaw: string | null = null;
/** Set when the last write to storage failed, so reads do not fall back to the stale stored value. */
let storageStale = false;
const listeners = new Set<Listener>();

function readRaw(storage: StorageLike | null): string | null {
  if (!storage || storageStale) return memoryRaw;
  try {
    return storage.getItem(SELECTED_WORKSPACES_KEY);
  } catch {
    return memoryRaw;
  }
}

export function readSelectedWorkspaces(storage: StorageLike | null = browserStorage()): number[] {
  return parseSelectedWorkspaces(readRaw(storage));
}

/** Saves the selection (normalized) and tells this tab's subscribers; other tabs hear a `storage` event. */
export function writeSelectedWorkspaces(ids: readonly unknown[], storage: StorageLike | null = browserStorage()): number[] {
  const raw = serializeSelectedWorkspaces(ids);
  memoryRaw = raw;
  try {
    storage?.setItem(SELECTED_WORKSPACES_KEY, raw);
    storageStale = false;
  } catch {
    // Quota or disabled storage: the in-memory copy above still serves this page.
    storageStale = true;
  }
  listeners.forEach((l) => l());
  return JSON.parse(raw) as number[];
}

/**
 * Calls `listener` when the selection changes in this tab, or in another tab (`storage` event for
 * our key, or a `null` key when that tab cleared all storage). Returns the unsubscribe function.
 */
export function subscribeSelectedWorkspaces(listener: Listener, target: EventTarget | null = typeof window === 'undefined' ? null : window): () => void {
  listeners.add(listener);
  const onStorage = (event: Event) => {
    const key = (event as { key?: unknown }).key;
    if (key === SELECTED_WORKSPACES_KEY || key === null) listener();
  };
  target?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    target?.removeEventListener('storage', onStorage);
  };
}

/** For `useSyncExternalStore`: the same array instance while the stored text is unchanged. */
export function createSelectionSnapshot(storage: () => StorageLike | null = browserStorage): () => readonly number[] {
  let lastRaw: string | null | undefined;
  let last: readonly number[] = EMPTY;
  return () => {
    const raw = readRaw(storage());
    if (raw !== lastRaw) {
      lastRaw = raw;
      const ids = parseSelectedWorkspaces(raw);
      last = ids.length === 0 ? EMPTY : Object.freeze(ids);
    }
    return last;
  };
}

/** Adds the id when absent, removes it when present. */
export function toggleWorkspaceId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/**
 * The selection limited to workspaces the user can still open (approved, still attached), in the
 * stored order. A selection saved by someone else on this browser, or a workspace left since, drops out.
 */
export function effectiveSelection(ids: readonly number[], availableIds: readonly number[]): number[] {
  const available = new Set(availableIds);
  return ids.filter((id) => available.has(id));
}

const getSnapshot = createSelectionSnapshot();
const getServerSnapshot = (): readonly number[] => EMPTY;

/** The saved selection and a setter; every component using it (and every tab) stays in step. */
export function useSelectedWorkspaces(): [readonly number[], (ids: readonly number[]) => void] {
  const ids = useSyncExternalStore(subscribeSelectedWorkspaces, getSnapshot, getServerSnapshot);
  const set = useCallback((next: readonly number[]) => {
    writeSelectedWorkspaces(next);
  }, []);
  return [ids, set];
}
