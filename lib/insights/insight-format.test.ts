import { brandProductLine, formatDay, personName, retailerLine } from './insight-format';

describe('insight display text', () => {
  it('formats calendar days without shifting them across time zones', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-01T00:00:00.000Z')).toBe('Mar 1, 2026');
    expect(formatDay(null)).toBe('—');
  });

  it('joins retailer, location, brand and product when present', () => {
    expect(retailerLine({ retailer_name: 'Target', retailer_location: 'Austin' })).toBe('Target — Austin');
    expect(retailerLine({ retailer_name: 'Target', retailer_location: null })).toBe('Target');
    expect(retailerLine({ retailer_name: null, retailer_location: 'Austin' })).toBeNull();
    expect(brandProductLine({ brand: 'Fizz', product: null })).toBe('Fizz');
    expect(brandProductLine({ brand: 'Fizz', product: 'Soda' })).toBe('Fizz / Soda');
    expect(brandProductLine({ brand: null, product: null })).toBeNull();
  });

  it('names people', () => {
    expect(personName({ id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io', image: null })).toBe('Ada Lovelace');
    expect(personName(null)).toBe('Former member');
  });
});
