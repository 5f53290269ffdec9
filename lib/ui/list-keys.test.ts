import { moveIndex } from './list-keys';

describe('moveIndex', () => {
  it('moves one step with the arrows, stopping at the ends, and jumps with Home and End', () => {
    expect(moveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(moveIndex('ArrowDown', 2, 3)).toBe(2);
    expect(moveIndex('ArrowUp', 0, 3)).toBe(0);
    expect(moveIndex('ArrowUp', -1, 3)).toBe(0);
    expect(moveIndex('End', 0, 3)).toBe(2);
    expect(moveIndex('Home', 2, 3)).toBe(0);
  });

  it('leaves other keys, and an empty list, alone', () => {
    expect(moveIndex('a', 0, 3)).toBeNull();
    expect(moveIndex('PageDown', 0, 3)).toBeNull();
    expect(moveIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
