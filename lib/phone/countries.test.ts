import metadata from 'libphonenumber-js/metadata.max.json';
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { buildCountryList, countryFlag, countryForDialCode, findCountry, orderCountries, phoneCountries } from './countries';
import { SHARED_DIAL_CODES } from './shared-dial-codes';

describe('phoneCountries', () => {
  const list = phoneCountries();

  it('lists every libphonenumber-js country once, sorted by English name', () => {
    expect(list.length).toBe(Object.keys(metadata.countries).length);
    expect(new Set(list.map((c) => c.iso2)).size).toBe(list.length);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('is built once', () => {
    expect(phoneCountries()).toBe(list);
    expect(buildCountryList()).toEqual(list);
  });

  it.each([
    ['US', 'United States', '1', 0, null],
    ['CA', 'Canada', '1', 1, '204'],
    ['GB', 'United Kingdom', '44', 0, null],
    ['GG', 'Guernsey', '44', 1, '1481'],
    ['IM', 'Isle of Man', '44', 2, '1624'],
    ['JE', 'Jersey', '44', 3, '1534'],
    ['RU', 'Russia', '7', 0, null],
    ['KZ', 'Kazakhstan', '7', 1, '7'],
    ['FR', 'France', '33', 0, null],
    ['XK', 'Kosovo', '383', 0, null],
  ])('%s is %s, +%s, priority %d, area code %s', (iso2, name, dialCode, priority, areaCode) => {
    const country = findCountry(iso2);
    expect(country).toMatchObject({ iso2, name, dialCode, priority });
    if (areaCode === null) expect(country?.areaCodes).toBeNull();
    else expect(country?.areaCodes).toContain(areaCode);
  });

  it('covers every calling code that libphonenumber-js shares between countries, with its main country first', () => {
    const shared = Object.entries(metadata.country_calling_codes).filter(([, countries]) => countries.length > 1);
    for (const [code, countries] of shared) {
      const table = SHARED_DIAL_CODES[code];
      expect(Object.keys(table ?? {}).sort()).toEqual([...countries].sort());
      expect(table?.[countries[0]]?.priority).toBe(0);
    }
    for (const [code, table] of Object.entries(SHARED_DIAL_CODES)) {
      for (const iso2 of Object.keys(table)) expect(findCountry(iso2)?.dialCode).toBe(code);
    }
  });

  it('has Canadian area codes that libphonenumber-js places in Canada', () => {
    for (const area of findCountry('CA')?.areaCodes ?? []) {
      expect([area, parsePhoneNumberWithError(`+1${area}2345678`).country]).toEqual([area, 'CA']);
    }
  });
});

describe('the +1 area codes', () => {
  // A North American country's plan lists its leading digits (index 10 of the minified plan).
  const leadingDigits = (iso2: string): string | null => {
    const plan = (metadata.countries as unknown as Record<string, unknown[]>)[iso2];
    return typeof plan?.[10] === 'string' ? plan[10] : null;
  };
  const caribbean = Object.entries(SHARED_DIAL_CODES['1']).filter(([iso2]) => iso2 !== 'US' && iso2 !== 'CA');

  it.each(caribbean)('%s matches its leading digits in the metadata', (iso2, entry) => {
    const pattern = new RegExp(`^(?:${leadingDigits(iso2)})`);
    expect(entry.areaCodes?.length).toBeGreaterThan(0);
    for (const area of entry.areaCodes ?? []) expect([area, pattern.test(area)]).toEqual([area, true]);
  });
});

describe('findCountry', () => {
  it.each([
    ['GB', 'GB'],
    ['gb', 'GB'],
    [' us ', 'US'],
    ['XX', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (input, expected) => {
    expect(findCountry(input)?.iso2 ?? null).toBe(expected);
  });
});

describe('countryForDialCode', () => {
  it.each([
    ['1', '', undefined, 'US'],
    ['1', '2133734253', undefined, 'US'],
    ['1', '2042345678', undefined, 'CA'],
    ['1', '204', 'US', 'CA'],
    ['1', '', 'CA', 'CA'],
    ['1', '2', 'CA', 'CA'],
    ['1', '213', 'CA', 'US'],
    ['1', '876', undefined, 'JM'],
    ['44', '', undefined, 'GB'],
    ['44', '1534', undefined, 'JE'],
    ['44', '20', 'JE', 'GB'],
    ['7', '', undefined, 'RU'],
    ['7', '701', undefined, 'KZ'],
    ['7', '912', undefined, 'RU'],
    ['590', '', 'MF', 'MF'],
    ['33', '6', undefined, 'FR'],
    ['999', '', undefined, null],
  ])('+%s %s (chosen %s) → %s', (dialCode, digits, current, expected) => {
    expect(countryForDialCode(dialCode, digits, current)?.iso2 ?? null).toBe(expected);
  });
});

describe('countryFlag', () => {
  it.each([
    ['US', '🇺🇸'],
    ['gb', '🇬🇧'],
    ['XK', '🇽🇰'],
    ['U', ''],
    ['U1', ''],
  ])('%s → %s', (iso2, flag) => {
    expect(countryFlag(iso2)).toBe(flag);
  });
});

describe('orderCountries', () => {
  const list = phoneCountries();

  it.each([
    [
      ['US', 'GB', 'CA'],
      ['US', 'GB', 'CA'],
    ],
    [
      ['gb', ' us'],
      ['GB', 'US'],
    ],
    [['US', 'XX', 'US'], ['US']],
    [[], []],
  ])('%p puts %p first', (preferred, expected) => {
    const ordered = orderCountries(list, preferred);
    expect(ordered.preferred.map((c) => c.iso2)).toEqual(expected);
    expect(ordered.rest.length + ordered.preferred.length).toBe(list.length);
    expect(ordered.rest.some((c) => expected.includes(c.iso2))).toBe(false);
    expect(ordered.rest[0]?.name).toBe(list.find((c) => !expected.includes(c.iso2))?.name);
  });
});
