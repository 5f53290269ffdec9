import { codes } from 'currency-codes';
import { currencyDigits } from '@/lib/contract/monitoring/currency';
import { MINOR_UNITS_NOT_TWO, minorUnits } from './minor-units';

describe('minorUnits (the browser table)', () => {
  it('equals currency-codes for every ISO 4217 code', () => {
    const differ = codes().filter((c) => minorUnits(c) !== currencyDigits(c));
    expect(differ).toEqual([]);
  });

  it('lists no code that currency-codes does not know, and none with 2 decimals', () => {
    const stray = Object.keys(MINOR_UNITS_NOT_TWO).filter((c) => currencyDigits(c) === null || MINOR_UNITS_NOT_TWO[c] === 2);
    expect(stray).toEqual([]);
  });

  it('is 2 for an unknown code and ignores case', () => {
    expect(minorUnits('XYZ')).toBe(2);
    expect(minorUnits('jpy')).toBe(0);
    expect(minorUnits('kwd')).toBe(3);
    expect(minorUnits('constructor')).toBe(2);
  });
});
