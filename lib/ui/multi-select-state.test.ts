import { CLOSED, filterOptions, isToggleKey, moveIndex, multiSelectReducer, multiSelectSummary, toggleId } from './multi-select-state';
import type { MultiSelectAction, MultiSelectState } from './multi-select-state';

const run = (actions: MultiSelectAction[], from: MultiSelectState = CLOSED) => actions.reduce(multiSelectReducer, from);
const retailers = [
  { value: 1, label: 'Tesco' },
  { value: 2, label: 'Aldi' },
  { value: 3, label: 'Lidl' },
];

describe('multi-select state', () => {
  it('opens, filters and moves focus without closing; closes on close and forgets the filter', () => {
    const open = run([{ type: 'toggle-open' }]);
    expect(open).toEqual({ open: true, filter: '', active: 0 });
    const typed = run(
      [
        { type: 'focus', index: 2 },
        { type: 'filter', value: 'l' },
      ],
      open,
    );
    expect(typed).toEqual({ open: true, filter: 'l', active: 0 });
    expect(run([{ type: 'focus', index: 1 }], typed)).toEqual({ open: true, filter: 'l', active: 1 });
    // Opening again (ArrowDown on the trigger) keeps what the open list had.
    expect(run([{ type: 'open' }], typed)).toBe(typed);
    expect(run([{ type: 'close' }], typed)).toEqual(CLOSED);
    expect(run([{ type: 'toggle-open' }], typed)).toEqual(CLOSED);
    expect(run([{ type: 'close' }])).toBe(CLOSED);
  });

  it('toggles one id at a time, keeping the others', () => {
    expect(toggleId([], 2)).toEqual([2]);
    expect(toggleId([2], 3)).toEqual([2, 3]);
    expect(toggleId([2, 3], 2)).toEqual([3]);
  });

  it('shows the choice on the trigger: labels, then a count; unknown ids are counted', () => {
    expect(multiSelectSummary(retailers, [], 'None')).toBe('None');
    expect(multiSelectSummary(retailers, [2], 'None')).toBe('Aldi');
    expect(multiSelectSummary(retailers, [1, 2], 'None')).toBe('Tesco, Aldi');
    expect(multiSelectSummary(retailers, [1, 2, 3], 'None')).toBe('3 selected');
    expect(multiSelectSummary([], [7], 'All')).toBe('1 selected');
  });

  it('filters by label, moves with the arrow keys and toggles with Enter or Space', () => {
    expect(filterOptions(retailers, ' LI ').map((o) => o.label)).toEqual(['Lidl']);
    expect(filterOptions(retailers, '')).toBe(retailers);
    expect(moveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(moveIndex('ArrowDown', 2, 3)).toBe(2);
    expect(moveIndex('ArrowUp', 0, 3)).toBe(0);
    expect(moveIndex('End', 0, 3)).toBe(2);
    expect(moveIndex('Home', 2, 3)).toBe(0);
    expect(moveIndex('a', 0, 3)).toBeNull();
    expect(moveIndex('ArrowDown', 0, 0)).toBeNull();
    expect([' ', 'Enter', 'Escape', 'Tab'].map(isToggleKey)).toEqual([true, true, false, false]);
  });
});
