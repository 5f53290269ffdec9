import { centsToDollars, formatPrice, parseDollars } from './price';

describe('price ↔ cents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.29', 29],
    ['.5', 50],
    ['$1,234.56', 123456],
    [' 7. ', 700],
    ['1000000', 100_000_000],
  ])('parses %p as %p cents', (text, cents) => {
    expect(parseDollars(text)).toEqual({ ok: true, cents });
  });

  it('takes an empty text as no price', () => {
    expect(parseDollars('  ')).toEqual({ ok: true, cents: '' });
  });

  it.each(['-1', '1.234', 'abc', '1,2', '12.5.1', '1000000.01'])('refuses %p', (text) => {
    expect(parseDollars(text).ok).toBe(false);
  });

  it('formats cents for display and for the form', () => {
    expect(formatPrice(123456)).toBe('$1,234.56');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(null)).toBeNull();
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(null)).toBe('');
  });

  it('round-trips what it shows', () => {
    for (const cents of [0, 1, 29, 99, 1999, 100_000_000]) {
      expect(parseDollars(centsToDollars(cents))).toEqual({ ok: true, cents });
    }
  });
});
