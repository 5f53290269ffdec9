import type { Team, TeamFindResult } from '@/lib/contract/teams';
import { collectPages, MAX_PAGES } from '@/lib/api/collect-pages';
import { toFormData } from '@/lib/api/form-data';
import { unshownMessages } from '@/lib/api/form-errors';
import { describeInviteLookup, inviteLookupText } from './invite-lookup';
import { adminTeamsOf, isLastAdmin, membershipsOf } from './memberships';
import { companiesOfTeam, workspacesOfTeam } from './team-links';
import { companyTeamsHref, legacyTeamRedirect, parseCompanyFilter, parseRouteId, teamHref } from './team-paths';

const meta = (current: number, last: number) => ({ current_page: current, last_page: last, per_page: 2, total: last * 2 });

describe('collectPages', () => {
  it('follows meta.last_page', async () => {
    const calls: number[] = [];
    const all = await collectPages(async (page) => {
      calls.push(page);
      return { data: [page * 10, page * 10 + 1], meta: meta(page, 3) };
    });
    expect(all).toEqual([10, 11, 20, 21, 30, 31]);
    expect(calls).toEqual([1, 2, 3]);
  });
  it('takes a body without meta as the whole list', async () => {
    expect(await collectPages(async () => ({ data: ['a'] }))).toEqual(['a']);
  });
  it('is null when a page fails', async () => {
    expect(await collectPages(async (page) => (page === 2 ? null : { data: [1], meta: meta(page, 2) }))).toBeNull();
  });
  it('stops on an empty page and at MAX_PAGES', async () => {
    expect(await collectPages(async (page) => ({ data: page === 1 ? [1] : [], meta: meta(page, 9) }))).toEqual([1]);
    const pages = await collectPages(async (page) => ({ data: [page], meta: meta(page, 1000) }));
    expect(pages).toHaveLength(MAX_PAGES);
  });
});

describe('memberships', () => {
  const teams = [
    { id: 1, role: 'admin' as const },
    { id: 2, role: 'member' as const },
  ];
  it('maps teams to memberships and admin teams', () => {
    expect(membershipsOf(teams)).toEqual([
      { teamId: 1, role: 'admin' },
      { teamId: 2, role: 'member' },
    ]);
    expect(adminTeamsOf(teams).map((t) => t.id)).toEqual([1]);
  });
  it.each([
    [
      [
        { id: 1, role: 'admin' },
        { id: 2, role: 'member' },
      ],
      1,
      true,
    ],
    [
      [
        { id: 1, role: 'admin' },
        { id: 2, role: 'admin' },
      ],
      1,
      false,
    ],
    [
      [
        { id: 1, role: 'admin' },
        { id: 2, role: 'member' },
      ],
      2,
      false,
    ],
  ])('isLastAdmin %j for %i → %s', (list, userId, expected) => {
    expect(
      isLastAdmin(
        list.map((m) => ({ user: { id: m.id }, role: m.role })),
        userId,
      ),
    ).toBe(expected);
  });
});

describe('team paths', () => {
  it('gives teams their own place, whatever their company', () => {
    expect(teamHref({ id: 7 })).toBe('/teams/7');
    expect(companyTeamsHref(null)).toBe('/teams');
    expect(companyTeamsHref(0)).toBe('/teams');
    expect(companyTeamsHref(3)).toBe('/teams?company=3');
  });
  it.each([
    [['0'], '/teams'],
    [['3'], '/teams?company=3'],
    [['0', '9'], '/teams/9'],
    [['3', '9'], '/teams/9'],
    [['x'], null],
    [['3', 'x'], null],
    [['3', '0'], null],
    [['x', '9'], null],
  ])('sends the old company-area address %j to %p', (args, to) => {
    expect(legacyTeamRedirect(args[0], args[1])).toBe(to);
  });
  it.each([
    ['4', 4],
    ['0', null],
    ['x', null],
    [undefined, null],
    [['4', '5'], null],
  ])('reads ?company=%j as %p', (v, n) => {
    expect(parseCompanyFilter(v)).toBe(n);
  });
  it.each([
    ['0', 0],
    ['42', 42],
    ['x', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    ['1234567890', null],
  ])('parseRouteId(%p) = %p', (v, n) => {
    expect(parseRouteId(v)).toBe(n);
  });
});

describe('invite lookup', () => {
  const team = { id: 5 } as Team;
  const user = { id: 9, first_name: 'Grace', last_name: 'Hopper', email: 'g@x.io', image: null };
  const result = (over: Partial<TeamFindResult>): TeamFindResult => ({ user: null, teams: [team], ...over });
  it('says whether the person has an account, or is already in the team', () => {
    expect(describeInviteLookup(result({ user }), 5)).toEqual({ kind: 'account', name: 'Grace Hopper' });
    expect(describeInviteLookup(result({}), 5)).toEqual({ kind: 'no-account' });
    expect(describeInviteLookup(result({ user, teams: [] }), 5)).toEqual({ kind: 'taken' });
    expect(describeInviteLookup(result({ user: { ...user, first_name: '', last_name: '' } }), 5)).toEqual({ kind: 'account', name: 'g@x.io' });
  });
  it('has a sentence for each case', () => {
    expect(inviteLookupText({ kind: 'no-account' })).toMatch(/sign up/);
    expect(inviteLookupText({ kind: 'account', name: 'Grace' })).toMatch(/^Grace already has an account/);
    expect(inviteLookupText({ kind: 'taken' })).toMatch(/already a member/);
  });
});

describe('toFormData', () => {
  it('skips empty values, keeps empty strings, encodes booleans and adds the image', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const form = toFormData({ name: 'A', description: '', gone: undefined, none: null, restrict: true, off: false, n: 3 }, image);
    expect([...form.keys()].sort()).toEqual(['description', 'image', 'n', 'name', 'off', 'restrict']);
    expect(form.get('restrict')).toBe('1');
    expect(form.get('off')).toBe('0');
    expect(form.get('n')).toBe('3');
    expect(form.get('description')).toBe('');
    expect(toFormData({ a: 'b' }).has('image')).toBe(false);
  });
});

describe('unshownMessages', () => {
  it('collects messages of fields the form does not show, once each', () => {
    expect(unshownMessages({ name: ['Required'], _: ['Nope'], other: ['Nope', 'Bad'] }, ['name'])).toEqual(['Nope', 'Bad']);
    expect(unshownMessages({ name: ['Required'] }, ['name'])).toEqual([]);
  });
});

describe('team links', () => {
  const company = (id: number, name: string, teamIds: number[]) => ({ id, name, teams: teamIds.map((t) => ({ id: t, name: `T${t}`, role: null })) });
  it('keeps the companies that list the team, by name', () => {
    const list = [company(1, 'Zeta', [4]), company(2, 'Acme', [4, 5]), company(3, 'Other', [5])];
    expect(companiesOfTeam(list, 4).map((c) => c.id)).toEqual([2, 1]);
    expect(companiesOfTeam(list, 6)).toEqual([]);
  });
  it('keeps the workspaces the team owns or works in, owned first', () => {
    const ws = (id: number, name: string, owner: number | null, teamIds: number[]) => ({ id, name, owner_team_id: owner, team_ids: teamIds });
    const list = [ws(1, 'Beta', 5, [5, 4]), ws(2, 'Alpha', 5, [5]), ws(3, 'Launch', 4, [4]), ws(4, 'Gamma', 4, [])];
    expect(workspacesOfTeam(list, 4).map((w) => w.id)).toEqual([4, 3, 1]);
  });
});
