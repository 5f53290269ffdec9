import { readListState, writeListState } from './list-params';

describe('list state in the URL', () => {
  it.each([
    ['', { page: 1, search: '', sort: 'name' }],
    ['page=3&search=acme&sort=-created_at', { page: 3, search: 'acme', sort: '-created_at' }],
    ['page=0&sort=drop+table', { page: 1, search: '', sort: 'name' }],
    ['page=2.5', { page: 1, search: '', sort: 'name' }],
  ])('reads %p', (qs, expected) => {
    expect(readListState(new URLSearchParams(qs))).toEqual(expected);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const out = writeListState(new URLSearchParams('category_id=4&page=3'), { search: ' shoes ', page: 1 });
    expect(out.toString()).toBe('category_id=4&search=shoes');
    expect(writeListState(new URLSearchParams(), { sort: '-name', page: 2 }).toString()).toBe('page=2&sort=-name');
  });
});
