import { abilitiesFromGrid, describeAbilities, endOfDayIso, formatDate, tokenKindLabel } from './token-format';

describe('token helpers', () => {
  it.each([
    [{}, []],
    [{ teams: 'write' }, ['teams:write']],
    [{ teams: 'read', files: 'write', tasks: 'none' }, ['teams:read', 'files:write']],
  ] as const)('grid %j → %j', (grid, abilities) => {
    expect(abilitiesFromGrid(grid)).toEqual(abilities);
  });

  it.each([
    [['*'], 'Full access'],
    [['teams:read', 'teams:write', 'files:read'], 'teams: write · files: read'],
    [['teams:write', 'teams:read'], 'teams: write'],
    [['bogus'], 'No abilities'],
    [[], 'No abilities'],
  ])('%j reads %p', (abilities, text) => {
    expect(describeAbilities(abilities)).toBe(text);
  });

  it.each([
    ['2030-05-01', true],
    ['2030-5-1', false],
    ['2030-13-45', false],
    ['', false],
  ])('end of day of %p is a date-time: %p', (date, ok) => {
    const iso = endOfDayIso(date);
    expect(iso !== null).toBe(ok);
    if (iso) expect(new Date(iso).getTime()).toBe(new Date(`${date}T23:59:59`).getTime());
  });

  it('formats dates and kinds', () => {
    expect(formatDate(null, 'never')).toBe('never');
    expect(formatDate('garbage', 'unknown')).toBe('unknown');
    expect(formatDate('2026-03-04T12:00:00Z', 'x')).toMatch(/^Mar [45], 2026$/);
    expect(tokenKindLabel('full_access')).toBe('Full access');
  });
});
