import { moveActive } from './search-model';

export type SearchKeyAction = { type: 'move'; index: number } | { type: 'open'; index: number } | { type: 'close' } | { type: 'clear' };

export type SearchKeyState = { open: boolean; active: number; count: number; text: string };

/**
 * What a key in the search box does (combobox keyboard pattern): arrows walk every option across
 * groups and wrap; Enter opens the highlighted option (the first when none is); Escape closes the
 * list, and a second Escape clears the box. null: the key is left to the browser.
 */
export function searchKeyAction(key: string, { open, active, count, text }: SearchKeyState): SearchKeyAction | null {
  switch (key) {
    case 'ArrowDown':
      return count > 0 ? { type: 'move', index: open ? moveActive(active, 1, count) : Math.max(active, 0) } : null;
    case 'ArrowUp':
      return count > 0 ? { type: 'move', index: open ? moveActive(active, -1, count) : count - 1 } : null;
    case 'Home':
    case 'End':
      // Only while an option is highlighted: otherwise they move the caret in the text as usual.
      return open && active >= 0 && count > 0 ? { type: 'move', index: key === 'Home' ? 0 : count - 1 } : null;
    case 'Enter':
      return open && count > 0 ? { type: 'open', index: active >= 0 && active < count ? active : 0 } : null;
    case 'Escape':
      if (open) return { type: 'close' };
      return text ? { type: 'clear' } : null;
    default:
      return null;
  }
}

type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null; defaultPrevented?: boolean };

/** Whether focus is somewhere that takes typed text (where "/" must stay a character). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return false;
  const el = target as { tagName: string; isContentEditable?: boolean; type?: string };
  const tag = el.tagName.toUpperCase();
  if (el.isContentEditable) return true;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // Checkboxes, radios and buttons take no text: "/" on them can still jump to the search.
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes((el.type ?? 'text').toLowerCase());
}

/** "/" pressed outside a text field, with no modifier: focus the header search. */
export const isSlashShortcut = (e: KeyLike): boolean =>
  e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !e.defaultPrevented && !isTypingTarget(e.target);

/** Whether a dialog is open: a page-wide key (/, Ctrl+K, a shortcut) must not act behind it (two focus traps would fight). */
export const isModalOpen = (): boolean => document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
