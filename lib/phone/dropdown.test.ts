import { dropdownPlacement } from './dropdown-placement';
import { parseIpCountryReply } from './ip-country-reply';
import { EMPTY_TYPE_TO_FIND, findByPrefix, foldName, nextTypeToFind, typeToFind } from './type-to-find';
import type { TypeToFindState } from './type-to-find';

describe('dropdownPlacement', () => {
  it.each([
    [100, 800, 'below'],
    [600, 800, 'below'],
    [601, 800, 'above'],
    [790, 800, 'above'],
    [0, 199, 'above'],
    [0, 200, 'below'],
  ])('button bottom %d in a %d px viewport → %s', (bottom, height, placement) => {
    expect(dropdownPlacement(bottom, height)).toBe(placement);
  });
});

describe('parseIpCountryReply', () => {
  it.each([
    ['1;US;USA;United States of America', 'US'],
    ['1;GB;GBR;United Kingdom', 'GB'],
    ['1;ZZ;ZZZ;Reserved', 'ZZ'],
    ['0;WRONG INPUT', null],
    ['2;;;UNKNOWN', null],
    ['1;us;usa;lower case', null],
    ['1;USA;United States', null],
    [' 1;US;USA;', null],
    ['11;US;', null],
    ['1;US', null],
    ['<html>1;US;</html>', null],
    ['', null],
  ])('%p → %p', (reply, country) => {
    expect(parseIpCountryReply(reply)).toBe(country);
  });
});

describe('type-to-find', () => {
  const items = ['Afghanistan', 'Åland Islands', 'Albania', 'Côte d’Ivoire', 'Canada', 'United Kingdom', 'United States', 'Uruguay'].map((name) => ({ name }));

  it.each([
    ['a', 'Afghanistan'],
    ['al', 'Åland Islands'],
    ['alb', 'Albania'],
    ['cote', 'Côte d’Ivoire'],
    ['C', 'Côte d’Ivoire'],
    ['ca', 'Canada'],
    ['united s', 'United States'],
    ['ur', 'Uruguay'],
    ['x', null],
    ['', null],
  ])('%p finds %p', (query, name) => {
    expect(findByPrefix(items, query)?.name ?? null).toBe(name);
  });

  it('folds accents and case', () => {
    expect(foldName('Åland Côte')).toBe('aland cote');
  });

  it.each([
    // keys with their times (ms): the found name after each
    [
      [
        ['u', 0],
        ['r', 300],
      ],
      ['United Kingdom', 'Uruguay'],
    ],
    [
      [
        ['u', 0],
        ['r', 700],
      ],
      ['United Kingdom', 'Uruguay'],
    ],
    [
      [
        ['u', 0],
        ['r', 701],
      ],
      ['United Kingdom', null],
    ],
    [
      [
        ['c', 0],
        ['a', 500],
        ['n', 1100],
      ],
      ['Côte d’Ivoire', 'Canada', 'Canada'],
    ],
    [
      [
        ['c', 0],
        ['a', 500],
        ['a', 1300],
      ],
      ['Côte d’Ivoire', 'Canada', 'Afghanistan'],
    ],
  ] as Array<[Array<[string, number]>, Array<string | null>]>)('keys %j find %j', (keys, names) => {
    let state: TypeToFindState = EMPTY_TYPE_TO_FIND;
    const found: Array<string | null> = [];
    for (const [key, at] of keys) {
      const result = typeToFind(items, state, key, at);
      state = result.state;
      found.push(result.match?.name ?? null);
    }
    expect(found).toEqual(names);
  });

  it('starts a new search after 700 ms', () => {
    const first = nextTypeToFind(EMPTY_TYPE_TO_FIND, 'a', 1000);
    expect(first).toEqual({ query: 'a', at: 1000 });
    expect(nextTypeToFind(first, 'l', 1700)).toEqual({ query: 'al', at: 1700 });
    expect(nextTypeToFind(first, 'l', 1701)).toEqual({ query: 'l', at: 1701 });
  });
});
