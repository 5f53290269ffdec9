import { areaOf, CREATE_PARAM } from './command-menu';

/**
 * Single-key shortcuts (loaded on the first key press outside a text field, so none of this is in a
 * page's first load): `?` the help sheet, `g` then a letter to go somewhere, `c` to create in the
 * list on screen. Linear's and GitHub's keys, where they have one.
 */
export const SHORTCUTS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ['Ctrl', 'K'], label: 'Open the command menu (⌘ K on a Mac)' },
  { keys: ['/'], label: 'Search' },
  { keys: ['c'], label: 'Create in the list on screen (task, meeting, file, insight)' },
  { keys: ['g', 'h'], label: 'Go home' },
  { keys: ['g', 't'], label: 'Go to tasks' },
  { keys: ['g', 'm'], label: 'Go to meetings' },
  { keys: ['g', 'f'], label: 'Go to files' },
  { keys: ['g', 'i'], label: 'Go to insights' },
  { keys: ['g', 'w'], label: 'Go to workspaces' },
  { keys: ['g', 'c'], label: 'Go to companies' },
  { keys: ['g', 'p'], label: 'Go to your profile' },
  { keys: ['?'], label: 'Show these shortcuts' },
];

/** How long after `g` the second key still counts. */
export const SEQUENCE_MS = 1500;

const PLACES: Record<string, string> = { h: '/', w: '/workspaces', c: '/companies', p: '/profile' };
const SECTIONS: Record<string, string> = { t: 'tasks', m: 'meetings', f: 'files', i: 'insights' };
const CREATE_IN = /^\/workspace\/(?:all|\d+)\/(tasks|meetings|files|insights)\/?$/;

export type ShortcutAction = { type: 'go'; href: string } | { type: 'help' } | null;

/**
 * What a key does, given when `g` was last pressed (null: not pending) and where the user is;
 * `pending` is the new value of that clock. Sections open in the current workspace, or across the
 * selected workspaces elsewhere; `c` keeps the list's filters (they are in the query).
 */
export function shortcutAction(
  key: string,
  pendingSince: number | null,
  now: number,
  pathname: string,
  search: string,
): { action: ShortcutAction; pending: number | null } {
  if (pendingSince !== null && now - pendingSince <= SEQUENCE_MS) {
    const place = PLACES[key];
    if (place) return { action: { type: 'go', href: place }, pending: null };
    const section = SECTIONS[key];
    if (section) {
      const { workspace } = areaOf(pathname);
      return { action: { type: 'go', href: `/workspace/${workspace ?? 'all'}/${section}` }, pending: null };
    }
    return { action: null, pending: null };
  }
  if (key === 'g') return { action: null, pending: now };
  if (key === '?') return { action: { type: 'help' }, pending: null };
  if (key === 'c' && CREATE_IN.test(pathname)) {
    const params = new URLSearchParams(search);
    params.set(CREATE_PARAM, '1');
    return { action: { type: 'go', href: `${pathname}?${params}` }, pending: null };
  }
  return { action: null, pending: null };
}

let pending: number | null = null;

/** The stateful side: one `g` clock for the page. */
export function onShortcutKey(key: string, pathname: string, search: string): ShortcutAction {
  const next = shortcutAction(key, pending, Date.now(), pathname, search);
  pending = next.pending;
  return next.action;
}
