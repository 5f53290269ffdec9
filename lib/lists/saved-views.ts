import type { StorageLike } from '@/lib/ui/browser-storage';

/**
 * Saved views of a workspace list (decision 0037): a named set of filters, per user and per list
 * (tasks, files, insights, meetings, retailers), kept in this browser's storage under
 * `list_views:<user id>:<list>`. A view is the filter part of the list's URL, so applying one is
 * writing it back into the URL (the same parameters a shared link carries).
 */
export type SavedView = { id: string; name: string; query: string };

export const MAX_VIEWS = 30;
export const MAX_VIEW_NAME = 60;
const MAX_QUERY = 2000;

/** The list URL's parameters that make a view (filters, search, the tasks' and meetings' own). */
export const VIEW_PARAMS = [
  'workspace_ids',
  'retailer_ids',
  'brand_ids',
  'product_ids',
  'category',
  'date_from',
  'date_to',
  'search',
  'status',
  'assignee',
  'due_from',
  'due_to',
  'when',
] as const;

export const viewsKey = (userId: number, list: string) => `list_views:${userId}:${list}`;

/** The filter part of a query string, in a fixed order (two equal views compare equal). */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const key of VIEW_PARAMS) {
    const value = params.get(key);
    if (value) out.set(key, value);
  }
  return out.toString();
}

/** The query string with the view applied: its filters replace the current ones, page 1, the rest kept. */
export function applyView(search: string, view: SavedView): string {
  const next = new URLSearchParams(search);
  for (const key of [...VIEW_PARAMS, 'page']) next.delete(key);
  for (const [key, value] of new URLSearchParams(view.query)) next.set(key, value);
  return next.toString();
}

const isView = (v: unknown): v is SavedView => {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.id === 'string' &&
    o.id.length <= 40 &&
    typeof o.name === 'string' &&
    o.name.trim().length > 0 &&
    o.name.length <= MAX_VIEW_NAME &&
    typeof o.query === 'string' &&
    o.query.length <= MAX_QUERY
  );
};

/** What is stored, or no views when it is missing or unreadable (a bad entry never breaks the menu). */
export function parseViews(raw: string | null): SavedView[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isView).slice(0, MAX_VIEWS) : [];
  } catch {
    return [];
  }
}

export function readViews(storage: StorageLike | null, key: string): SavedView[] {
  try {
    return parseViews(storage?.getItem(key) ?? null);
  } catch {
    return [];
  }
}

/** Saves under `name` (a view of the same name is replaced), newest first, at most MAX_VIEWS. */
export function withView(views: readonly SavedView[], name: string, query: string, id: string): SavedView[] {
  const clean = name.trim().slice(0, MAX_VIEW_NAME);
  const rest = views.filter((v) => v.name.toLowerCase() !== clean.toLowerCase());
  return [{ id, name: clean, query: query.slice(0, MAX_QUERY) }, ...rest].slice(0, MAX_VIEWS);
}

export function writeViews(storage: StorageLike | null, key: string, views: readonly SavedView[]): void {
  try {
    storage?.setItem(key, JSON.stringify(views));
  } catch {
    // Storage full or disabled: the views stay for this page only.
  }
}
