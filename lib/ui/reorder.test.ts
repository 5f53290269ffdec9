import { applyOrder, dropIndex, isMoveKey, keyTarget, moveItem, movedMessage, sameOrder } from './reorder';

describe('reorder helpers', () => {
  it('moves an item up or down, clamping the target and leaving the input alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('turns arrow, Home and End keys into a target, or null at the edges', () => {
    expect(isMoveKey('ArrowUp')).toBe(true);
    expect(isMoveKey('Enter')).toBe(false);
    expect(keyTarget('ArrowUp', 2, 4)).toBe(1);
    expect(keyTarget('ArrowDown', 2, 4)).toBe(3);
    expect(keyTarget('ArrowUp', 0, 4)).toBeNull();
    expect(keyTarget('ArrowDown', 3, 4)).toBeNull();
    expect(keyTarget('Home', 2, 4)).toBe(0);
    expect(keyTarget('End', 2, 4)).toBe(3);
    expect(keyTarget('Home', 0, 4)).toBeNull();
  });

  it('applies an id order to fresh items: unknown items keep their place after, gone ids are skipped', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(applyOrder(items, [3, 1, 2, 4]).map((i) => i.id)).toEqual([3, 1, 2, 4]);
    expect(applyOrder(items, [2, 9, 1]).map((i) => i.id)).toEqual([2, 1, 3, 4]);
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
  });

  it('finds where a dragged row lands from the rows it passed', () => {
    const middles = [10, 30, 50, 70];
    expect(dropIndex(middles, 5, 2)).toBe(0);
    expect(dropIndex(middles, 35, 0)).toBe(1);
    expect(dropIndex(middles, 65, 0)).toBe(2);
    expect(dropIndex(middles, 99, 1)).toBe(3);
    expect(dropIndex(middles, 50, 2)).toBe(2);
  });

  it('announces the new position', () => {
    expect(movedMessage('Budget', 1, 5)).toBe('Budget moved to position 2 of 5.');
  });
});
