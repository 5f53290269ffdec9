import { datePresets, fieldActive, fieldShown, fieldSummary, formatDayRange, localDay } from './filter-fields';
import type { FilterField } from './filter-fields';

describe('filter fields', () => {
  it('writes a day range short, with the year only when it is not this year', () => {
    expect(formatDayRange({ from: '2026-12-01', to: '2026-12-07' }, 2026)).toBe('1–7 Dec');
    expect(formatDayRange({ from: '2026-11-28', to: '2026-12-03' }, 2026)).toBe('28 Nov – 3 Dec');
    expect(formatDayRange({ from: '2025-12-28', to: '2026-01-03' }, 2026)).toBe('28 Dec 2025 – 3 Jan');
    expect(formatDayRange({ from: '2026-12-01', to: '2026-12-01' }, 2026)).toBe('1 Dec');
    expect(formatDayRange({ from: '2026-12-01', to: null }, 2026)).toBe('from 1 Dec');
    expect(formatDayRange({ from: null, to: '2025-06-30' }, 2026)).toBe('until 30 Jun 2025');
  });

  it('counts a field as active away from its default, and shows a pinned one always', () => {
    const status: FilterField = {
      id: 's',
      label: 'Status',
      kind: 'one',
      options: [{ value: 'open', label: 'Open' }],
      value: 'open',
      defaultValue: 'open',
      pinned: true,
      setOne: () => {},
    };
    expect(fieldActive(status)).toBe(false);
    expect(fieldShown(status)).toBe(true);
    expect(fieldSummary(status, 2026)).toBe('Open');
    const person: FilterField = { id: 'a', label: 'Assignee', kind: 'one', options: [], value: '9', fallback: 'Selected person', setOne: () => {} };
    expect(fieldActive(person)).toBe(true);
    expect(fieldSummary(person, 2026)).toBe('Selected person');
    const many: FilterField = { id: 'r', label: 'Retailers', kind: 'many', options: [{ value: '1', label: 'Tesco' }], value: ['1', '2'], setMany: () => {} };
    expect(fieldSummary(many, 2026)).toBe('2 selected');
    expect(fieldSummary({ ...many, value: ['1'] }, 2026)).toBe('Tesco');
  });

  it('offers quick ranges around the local today', () => {
    const now = new Date(2026, 11, 7, 15, 0);
    expect(localDay(now)).toBe('2026-12-07');
    const future = datePresets('future', now);
    expect(future.map((p) => p.id)).toEqual(['today', 'next-7', 'next-30', 'month']);
    expect(future[1].range).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(datePresets('past', now)[1].range).toEqual({ from: '2026-12-01', to: '2026-12-07' });
    expect(datePresets('both', now).find((p) => p.id === 'month')?.range).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
