/**
 * The little of the command menu that is in every page's first load: the Ctrl/Cmd+K test and the
 * query a list screen reads to open its "New …" dialog (the rest loads when used).
 */

/** Ctrl+K (Cmd+K on a Mac) opens the command menu, wherever focus is; Shift/Alt variants are left alone. */
export function isCommandMenuShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'k';
}

/** `?create=1` on a list screen opens its "New …" dialog on arrival (lib/ui/use-create-param.ts). */
export const CREATE_PARAM = 'create';
