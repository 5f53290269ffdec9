import { phoneCountries } from './countries';
import { countryOfNumber, defaultCountryWithoutLookup, resolveDefaultCountry } from './default-country';

const countries = phoneCountries();

describe('countryOfNumber', () => {
  it.each([
    ['+12133734253', 'US'],
    ['+12042345678', 'CA'],
    ['+442079460958', 'GB'],
    ['+77010009998', 'KZ'],
    ['+44', 'GB'],
    ['+1', 'US'],
    ['+358', 'FI'],
    ['  +33 6 12 34 56 78', 'FR'],
    ['2133734253', null],
    ['+999', null],
    ['', null],
    [null, null],
  ])('%p → %p', (value, expected) => {
    expect(countryOfNumber(value)).toBe(expected);
  });

  it.each([
    ['+1 2', 'CA', 'CA'],
    ['+1 213', 'CA', 'US'],
    ['+1 204', 'US', 'CA'],
    ['+1 555 555 5555', 'CA', 'US'],
    ['+44 1534', 'GB', 'JE'],
    ['+7', 'KZ', 'KZ'],
    ['+4', 'US', null],
  ])('%p with %s chosen → %p', (value, current, expected) => {
    expect(countryOfNumber(value, current)).toBe(expected);
  });
});

describe('resolveDefaultCountry', () => {
  it.each([
    // value, setting, ip, preferred, expected
    ['+442079460958', 'FR', 'DE', ['US'], 'GB'],
    ['', 'FR', 'DE', ['US'], 'FR'],
    [null, 'fr', 'DE', ['US'], 'FR'],
    ['2133734253', null, 'DE', ['US'], 'DE'],
    [null, 'XX', 'DE', ['US'], 'DE'],
    [null, null, null, ['CA', 'US'], 'CA'],
    [null, null, 'ZZ', ['XX', 'GB'], 'GB'],
    [null, null, null, [], countries[0].iso2],
    [null, null, null, undefined, countries[0].iso2],
  ])('value %p, setting %p, IP %p, preferred %p → %s', (value, setting, ipCountry, preferred, expected) => {
    expect(resolveDefaultCountry({ value, setting, ipCountry, preferred, countries })).toBe(expected);
  });

  it('is empty only for an empty list', () => {
    expect(resolveDefaultCountry({ countries: [] })).toBe('');
  });
});

describe('defaultCountryWithoutLookup (null = ask the IP lookup)', () => {
  it.each([
    ['+442079460958', null, 'GB'],
    [null, 'DE', 'DE'],
    ['07700 900123', 'de', 'DE'],
    [null, 'XX', null],
    ['', '', null],
    [undefined, undefined, null],
  ])('value %p, setting %p → %p', (value, setting, expected) => {
    expect(defaultCountryWithoutLookup({ value, setting })).toBe(expected);
  });
});
