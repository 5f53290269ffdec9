/**
 * Arrow keys in a list of options (a listbox, a menu of rows): Down and Up move one step and stop
 * at the ends, Home and End jump to them. The multi-select's rows and the phone input's countries
 * move this way; the search box wraps around and a sortable list moves items, so they keep their own.
 */

/** Where an arrow / Home / End key moves the focus among `length` options from `at` (-1: from outside), or null for other keys. */
export function moveIndex(key: string, at: number, length: number): number | null {
  if (length === 0) return null;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    case 'ArrowDown':
      return Math.min(length - 1, at + 1);
    case 'ArrowUp':
      return Math.max(0, at - 1);
    default:
      return null;
  }
}
