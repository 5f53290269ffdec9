/**
 * Pure helpers of reorderable lists (agenda goals and topics): moving an item, the target of a
 * keyboard move, applying an id order to fresh items, and the sentence announced after a move.
 */

/** A copy of `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';
export const isMoveKey = (key: string): key is MoveKey => key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End';

/** Where a keyboard move sends the item at `index` of `length` items; null when it cannot move that way. */
export function keyTarget(key: MoveKey, index: number, length: number): number | null {
  const to = key === 'ArrowUp' ? index - 1 : key === 'ArrowDown' ? index + 1 : key === 'Home' ? 0 : length - 1;
  return to < 0 || to >= length || to === index ? null : to;
}

/**
 * `items` in the order of `ids`. Items the order does not know (added meanwhile, e.g. by someone
 * else) keep their place after the known ones; ids of items that are gone are ignored.
 */
export function applyOrder<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const known = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const rest = items.filter((item) => !ids.includes(item.id));
  return [...known, ...rest];
}

export const sameOrder = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The index an item dragged to `pointerY` lands on, from the vertical middles of the rows in their
 * current order (the dragged row's own is skipped): as many places down as other rows it passed.
 */
export function dropIndex(middles: readonly number[], pointerY: number, from: number): number {
  return middles.filter((middle, i) => i !== from && middle < pointerY).length;
}

/** What a screen reader hears after a move: "Budget review moved to position 2 of 5." */
export const movedMessage = (title: string, index: number, total: number) => `${title} moved to position ${index + 1} of ${total}.`;
