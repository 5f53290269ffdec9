import { companyRetailerResource, retailerBody } from '@/lib/contract/catalogue';
import { formatDay } from './dates';
import { appendLocations, formatLocations, locationErrors, locationProblems, parseLocations, removeLocation } from './locations';
import { centsToDollars, dollarsToCents, formatPrice } from './price';
import { averageRating, filledStars, isRating, ratingText, starLabel } from './rating';
import { retailerBodyInput, retailerFormData, retailerFormValues } from './retailer-form-data';
import { parsePositiveId, readCategoryFilter } from './retailer-paths';

describe('locations text ↔ list', () => {
  it.each([
    ['', []],
    ['  ,  , ', []],
    ['Austin', ['Austin']],
    ['Austin, Dallas ,Houston,', ['Austin', 'Dallas', 'Houston']],
    ['New   York,  San Francisco', ['New York', 'San Francisco']],
    ['Austin, austin, AUSTIN, Dallas', ['Austin', 'Dallas']],
  ])('parses %p', (text, list) => {
    expect(parseLocations(text)).toEqual(list);
  });

  it('round-trips a stored list through the text', () => {
    const list = ['Austin', 'Dallas', 'Fort Worth'];
    expect(formatLocations(list)).toBe('Austin, Dallas, Fort Worth');
    expect(parseLocations(formatLocations(list))).toEqual(list);
  });

  it('removes one chip and keeps the rest as text', () => {
    expect(removeLocation('Austin, Dallas, Houston', 1)).toBe('Austin, Houston');
  });

  it('reports too many and too long locations', () => {
    expect(locationProblems(['a'])).toEqual([]);
    expect(locationProblems(Array.from({ length: 101 }, (_, i) => `L${i}`))).toEqual(['Enter at most 100 locations.']);
    expect(locationProblems(['x'.repeat(201)])).toEqual(['Each location may not be greater than 200 characters.']);
  });

  it('sends repeated locations[] values, and one empty value to clear', () => {
    const form = appendLocations(new FormData(), ['Austin', 'Dallas']);
    expect(form.getAll('locations[]')).toEqual(['Austin', 'Dallas']);
    expect(appendLocations(new FormData(), []).getAll('locations[]')).toEqual(['']);
  });

  it('collects list and item errors of the locations', () => {
    expect(locationErrors({ name: ['x'], locations: ['a'], 'locations.2': ['b', 'a'] })).toEqual(['a', 'b']);
  });
});

describe('retailer form', () => {
  const stored = companyRetailerResource.parse({
    id: 7,
    company_id: 3,
    directory_retailer_id: 12,
    category_id: 4,
    category_name: 'Grocery',
    name: 'Acme',
    website: null,
    description: 'Big',
    locations: ['Austin', 'Dallas'],
    image: null,
    products_count: 0,
    contacts_count: 0,
    created_at: 'x',
    updated_at: 'x',
  });

  it('edits a stored retailer as text and validates with the contract schema', () => {
    const values = retailerFormValues(stored);
    expect(values).toEqual({ name: 'Acme', website: '', description: 'Big', category_id: '4', directory_retailer_id: '12', locationsText: 'Austin, Dallas' });
    const parsed = retailerBody.parse(retailerBodyInput({ ...values, locationsText: 'Austin, Dallas, Houston' }));
    expect(parsed.locations).toEqual(['Austin', 'Dallas', 'Houston']);
    expect(parsed.category_id).toBe(4);
  });

  it('builds the multipart update: _method=PUT, trimmed text, emptied fields sent to clear them', () => {
    const form = retailerFormData({ ...retailerFormValues(stored), name: ' Acme Stores ', description: '', category_id: '' }, null, {
      update: true,
      removeImage: true,
    });
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('name')).toBe('Acme Stores');
    expect(form.get('description')).toBe('');
    expect(form.get('category_id')).toBe('');
    expect(form.get('remove_image')).toBe('1');
    expect(form.getAll('locations[]')).toEqual(['Austin', 'Dallas']);
    expect(form.has('locationsText')).toBe(false);
  });

  it('creates without _method and sends the image', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const form = retailerFormData(retailerFormValues(undefined), image);
    expect(form.has('_method')).toBe(false);
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(form.has('remove_image')).toBe(false);
  });
});

describe('prices in dollars and cents', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['$1,299.99', 129999],
    ['0.99', 99],
    ['12.', 1200],
    ['12.999', null],
    ['-3', null],
    ['abc', null],
    ['1000001', null],
  ])('%p → %p cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it('shows cents as dollars', () => {
    expect(centsToDollars(null)).toBe('');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(129999)).toBe('1299.99');
    expect(dollarsToCents(centsToDollars(1205))).toBe(1205);
    expect(formatPrice(129999)).toBe('$1,299.99');
    expect(formatPrice(null)).toBe('—');
  });
});

describe('ratings', () => {
  it('names and checks ratings', () => {
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
    expect(ratingText(3)).toBe('3 out of 5 stars');
    expect([0, 1, 5, 6, 2.5].map(isRating)).toEqual([false, true, true, false, false]);
  });

  it('fills stars up to the hovered, else the chosen rating', () => {
    expect(filledStars(null)).toEqual([false, false, false, false, false]);
    expect(filledStars(3)).toEqual([true, true, true, false, false]);
    expect(filledStars(3, 5)).toEqual([true, true, true, true, true]);
  });

  it('averages to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 4])).toBe(4.3);
  });
});

describe('paths and dates', () => {
  it('reads route ids and the category filter', () => {
    expect(['1', '0', '01', 'x', '1234567890'].map(parsePositiveId)).toEqual([1, null, 1, null, null]);
    expect(readCategoryFilter(new URLSearchParams('category_id=4&page=2'))).toBe(4);
    expect(readCategoryFilter(new URLSearchParams('category_id=all'))).toBeNull();
  });

  it('formats calendar days without a time-zone shift', () => {
    expect(formatDay('2025-03-04')).toBe('Mar 4, 2025');
    expect(formatDay('2025-03-04T23:30:00Z')).toBe('Mar 4, 2025');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
  });
});
