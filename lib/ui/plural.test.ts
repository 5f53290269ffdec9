import { countOf, pluralWord, seeAllLabel, teamsWorkHere } from './plural';

describe('plural', () => {
  it('picks one or many', () => {
    expect(pluralWord(1, 'team')).toBe('team');
    expect(pluralWord(0, 'team')).toBe('teams');
    expect(pluralWord(2, 'category', 'categories')).toBe('categories');
  });

  it('counts with the right noun', () => {
    expect(countOf(1, 'brand')).toBe('1 brand');
    expect(countOf(12, 'brand')).toBe('12 brands');
    expect(countOf(0, 'product')).toBe('0 products');
  });

  it('makes the verb agree with the number of teams', () => {
    expect(teamsWorkHere(1)).toBe('1 team works here');
    expect(teamsWorkHere(2)).toBe('2 teams work here');
    expect(teamsWorkHere(0)).toBe('0 teams work here');
  });

  it('says "See the brand" for one and counts several', () => {
    expect(seeAllLabel(1, 'brand')).toBe('See the brand');
    expect(seeAllLabel(12, 'brand')).toBe('All 12 brands');
    expect(seeAllLabel(5, 'product')).toBe('All 5 products');
  });
});
