import { dateRangeBounds, dateRangeIsSet, editDateRange, isIsoDay } from './date-range';

describe('date range', () => {
  it('reads only real calendar days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('26-1-1')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });

  it('bounds each picker by the other end and by the data’s span', () => {
    expect(dateRangeBounds({ from: null, to: null })).toEqual({ from: { min: undefined, max: undefined }, to: { min: undefined, max: undefined } });
    expect(dateRangeBounds({ from: '2026-03-01', to: '2026-03-20' }, { min: '2026-01-01', max: '2026-12-31' })).toEqual({
      from: { min: '2026-01-01', max: '2026-03-20' },
      to: { min: '2026-03-01', max: '2026-12-31' },
    });
    // The span's end wins when it comes first.
    expect(dateRangeBounds({ from: null, to: '2027-01-05' }, { max: '2026-12-31' }).from.max).toBe('2026-12-31');
    expect(dateRangeBounds({ from: '2025-05-01', to: null }, { min: '2026-01-01' }).to.min).toBe('2026-01-01');
  });

  it('moves the other end along when an edit would reverse the range', () => {
    expect(editDateRange({ from: '2026-03-01', to: '2026-03-10' }, 'from', '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(editDateRange({ from: '2026-03-10', to: '2026-03-20' }, 'to', '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(editDateRange({ from: '2026-03-01', to: '2026-03-10' }, 'from', '2026-03-05')).toEqual({ from: '2026-03-05', to: '2026-03-10' });
    expect(editDateRange({ from: null, to: '2026-03-10' }, 'to', '2026-04-01')).toEqual({ from: null, to: '2026-04-01' });
  });

  it('clears an end that is emptied or unreadable', () => {
    expect(editDateRange({ from: '2026-03-01', to: '2026-03-10' }, 'from', '')).toEqual({ from: null, to: '2026-03-10' });
    expect(editDateRange({ from: '2026-03-01', to: '2026-03-10' }, 'to', '2026-02-31')).toEqual({ from: '2026-03-01', to: null });
    expect(dateRangeIsSet({ from: null, to: null })).toBe(false);
    expect(dateRangeIsSet({ from: null, to: '2026-01-01' })).toBe(true);
  });
});
