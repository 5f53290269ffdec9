import { ApiError } from '@/lib/api/api-error';
import { failure } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import type { Team } from '@/lib/contract/teams';
import { assignedItemLabel, isAssignableType, itemOptions, itemsFetchError, memberOptions, peopleApi, personName, readableTeamIds } from './people';
import { fetchMemberOptions } from './people-queries';

const member = (id: number, first_name: string, last_name: string, email = `${first_name.toLowerCase()}@x.test`) => ({
  user: { id, first_name, last_name, email, image: null },
  role: 'member' as const,
});
const team = (id: number, members: ReturnType<typeof member>[]): Team => ({
  id,
  name: `T${id}`,
  description: null,
  image: null,
  company_id: 1,
  company_name: 'Acme',
  role: 'admin',
  members_count: members.length,
  members,
  created_at: '2024-01-01',
});

describe('people paths and labels', () => {
  it('builds the API paths', () => {
    expect(peopleApi.users(3)).toBe('companies/3/users');
    expect(peopleApi.user(3, 7)).toBe('companies/3/users/7');
    expect(peopleApi.assignee(3, 9)).toBe('companies/3/assignees/9');
    expect(peopleApi.items(3, 'retailer')).toBe('companies/3/retailers');
    expect(itemsFetchError('product')).toBe('Error fetching products');
  });

  it('keeps option keys under the list prefixes they depend on', () => {
    expect(companyKeys.companyAssignableOptions(3, 'brand').slice(0, 3)).toEqual(companyKeys.companyBrands(3));
    expect(companyKeys.companyAssignableOptions(3, 'product').slice(0, 3)).toEqual(companyKeys.companyProducts(3));
    expect(companyKeys.companyAssignableOptions(3, 'retailer').slice(0, 3)).toEqual(companyKeys.companyRetailers(3));
    expect(companyKeys.companyTeamMembers(3)[0]).toBe(queryKeys.teams[0]);
  });

  it('names people and items', () => {
    expect(personName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(personName({ first_name: ' Ada ', last_name: null })).toBe('Ada');
    expect(personName({ first_name: '', last_name: '', email: 'a@x.test' })).toBe('a@x.test');
    expect(assignedItemLabel({ assignable_type: 'brand', assignable_name: 'Fizz' })).toBe('Brand · Fizz');
  });

  it('recognises assignable types', () => {
    expect(isAssignableType('product')).toBe(true);
    expect(isAssignableType('')).toBe(false);
    expect(isAssignableType('team')).toBe(false);
  });

  it('reads only the teams the caller belongs to', () => {
    expect(
      readableTeamIds({
        teams: [
          { id: 1, name: 'A', role: 'admin' },
          { id: 2, name: 'B', role: null },
          { id: 3, name: 'C', role: 'member' },
        ],
      }),
    ).toEqual([1, 3]);
  });
});

describe('member and item options', () => {
  it('lists each member once, sorted by name', () => {
    const options = memberOptions([
      team(1, [member(2, 'Zed', 'Z'), member(1, 'Ada', 'L')]),
      team(2, [member(1, 'Ada', 'L'), member(3, 'Bob', 'B')]),
      { members: undefined },
    ]);
    expect(options).toEqual([
      { value: '1', label: 'Ada L (ada@x.test)' },
      { value: '3', label: 'Bob B (bob@x.test)' },
      { value: '2', label: 'Zed Z (zed@x.test)' },
    ]);
  });

  it('sorts items by name', () => {
    expect(
      itemOptions([
        { id: 2, name: 'b' },
        { id: 1, name: 'A' },
      ]),
    ).toEqual([
      { value: '1', label: 'A' },
      { value: '2', label: 'b' },
    ]);
  });

  it('skips teams that fail and throws only when all fail', async () => {
    const error = new ApiError(failure(404, undefined, 'Not found'));
    const load = async (id: number) => {
      if (id === 2) throw error;
      return team(id, [member(id, `P${id}`, 'X')]);
    };
    await expect(fetchMemberOptions([1, 2], load)).resolves.toEqual([{ value: '1', label: 'P1 X (p1@x.test)' }]);
    await expect(fetchMemberOptions([2], load)).rejects.toBe(error);
    await expect(fetchMemberOptions([], load)).resolves.toEqual([]);
  });
});
