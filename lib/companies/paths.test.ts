import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import { catalogueListKey, listStateOf, toUrlParams } from './list-key';
import { api, brandHref, parseId, productHref } from './paths';

describe('company area paths', () => {
  it('builds screen and API addresses', () => {
    expect(brandHref(3, 9)).toBe('/company/3/brands/9');
    expect(productHref(3, 4)).toBe('/company/3/products/4');
    expect(api.image(1, 2, 3)).toBe('companies/1/products/2/images/3');
  });

  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['0', null],
    ['2147483648', null],
    ['x', null],
    ['1.5', null],
    ['-3', null],
    ['', null],
  ])('parseId(%p) = %p', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });
});

describe('list prefetch keys', () => {
  it('reads the list state from page search params like the client hook', () => {
    expect(listStateOf({ page: '2', search: 'acme', sort: '-name', other: ['a', 'b'] })).toEqual({ page: 2, search: 'acme', sort: '-name' });
    expect(listStateOf({ sort: 'nope', page: undefined })).toEqual({ page: 1, search: '', sort: 'name' });
    expect(toUrlParams({ a: ['1', '2'], b: 'x', c: undefined }).toString()).toBe('a=1&a=2&b=x');
  });

  it('is the key useCatalogueList reads: base key, "list", state, the extra filters as JSON', () => {
    const state = { page: 1, search: '', sort: 'name' as const };
    expect(catalogueListKey(companyKeys.companyProducts(4), state, { brand_id: 7 })).toEqual(['companies', 4, 'products', 'list', state, '{"brand_id":7}']);
    expect(catalogueListKey(queryKeys.companies, state)).toEqual(['companies', 'list', state, '{}']);
  });
});
