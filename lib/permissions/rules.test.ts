import {
  adminTeamIds,
  administrableWorkspaces,
  canAccessWorkspace,
  canCreateResources,
  canEditContent,
  canWriteContent,
  canWriteWorkspace,
  companyRights,
  noteRights,
  isAdministrable,
  isManageable,
  isTeamAdmin,
  manageableWorkspaces,
} from './rules';
import type { Membership, WorkspaceLinks } from './rules';
import { decideWorkspaceRoute } from './workspace-route';

// Team 1: admin; team 2: member; team 3: not a member.
const me: Membership[] = [
  { teamId: 1, role: 'admin' },
  { teamId: 2, role: 'member' },
];
const ws = (id: number, ownerTeamId: number | null, teamIds: number[], restrict = false): WorkspaceLinks => ({
  id,
  ownerTeamId,
  teamIds,
  restrictResourceCreation: restrict,
});

describe('team admin', () => {
  it.each([
    [1, true],
    [2, false],
    [3, false],
    [null, false],
  ])('team %p → admin %p', (team, expected) => {
    expect(isTeamAdmin(me, team)).toBe(expected);
  });
  it('lists admin teams', () => expect(adminTeamIds(me)).toEqual([1]));
});

describe('workspace rules', () => {
  const cases: [string, WorkspaceLinks, { access: boolean; manageable: boolean; administrable: boolean; create: boolean }][] = [
    ['owned by my admin team', ws(10, 1, [1]), { access: true, manageable: true, administrable: true, create: true }],
    ['owned by my admin team, restricted', ws(11, 1, [1, 2], true), { access: true, manageable: true, administrable: true, create: true }],
    ['my admin team attached, not owner', ws(12, 3, [3, 1]), { access: true, manageable: true, administrable: false, create: true }],
    ['my admin team attached, not owner, restricted', ws(13, 3, [3, 1], true), { access: true, manageable: true, administrable: false, create: false }],
    ['only my member team attached', ws(14, 2, [2]), { access: true, manageable: false, administrable: false, create: true }],
    ['only my member team, restricted (member of owner team)', ws(15, 2, [2], true), { access: true, manageable: false, administrable: false, create: false }],
    ['not attached at all', ws(16, 3, [3]), { access: false, manageable: false, administrable: false, create: false }],
    ['no owner team, restricted', ws(17, null, [1], true), { access: true, manageable: true, administrable: false, create: false }],
  ];
  it.each(cases)('%s', (_label, w, expected) => {
    expect({
      access: canAccessWorkspace(me, w),
      manageable: isManageable(me, w),
      administrable: isAdministrable(me, w),
      create: canCreateResources(me, w),
    }).toEqual(expected);
  });
  it('filters lists', () => {
    const all = cases.map((c) => c[1]);
    expect(manageableWorkspaces(me, all).map((w) => w.id)).toEqual([10, 11, 12, 13, 17]);
    expect(administrableWorkspaces(me, all).map((w) => w.id)).toEqual([10, 11]);
  });
});

describe('read-only team access', () => {
  it('lets read-only members read but not write or create; a full-access team of theirs restores it', () => {
    const w: WorkspaceLinks = { ...ws(20, 1, [1, 2]), readOnlyTeamIds: [2] };
    const memberOnly = [{ teamId: 2, role: 'member' as const }];
    expect(canAccessWorkspace(memberOnly, w)).toBe(true);
    expect(canWriteContent(memberOnly, w)).toBe(false);
    expect(canCreateResources(memberOnly, w)).toBe(false);
    expect(canWriteContent([...memberOnly, { teamId: 1, role: 'member' as const }], w)).toBe(true);
  });
});

describe('one write rule (decision 0006): role and full access in the same team', () => {
  // Workspace 30: owner team 1 (full), team 2 full, team 3 read-only.
  const w: WorkspaceLinks = { ...ws(30, 1, [1, 2, 3]), readOnlyTeamIds: [3] };
  const m = (...rows: [number, 'admin' | 'member'][]): Membership[] => rows.map(([teamId, role]) => ({ teamId, role }));
  it.each([
    ['admin of a read-only team', m([3, 'admin']), { member: false, admin: false, owner: false }],
    ['admin of a read-only team + member of a full team', m([3, 'admin'], [2, 'member']), { member: true, admin: false, owner: false }],
    ['admin of a full team', m([2, 'admin']), { member: true, admin: true, owner: false }],
    ['member of the owner team', m([1, 'member']), { member: true, admin: false, owner: false }],
    ['admin of the owner team', m([1, 'admin']), { member: true, admin: true, owner: true }],
    ['member of a read-only team', m([3, 'member']), { member: false, admin: false, owner: false }],
  ] as const)('%s', (_label, mine, expected) => {
    expect({
      member: canWriteWorkspace(mine, w, 'member'),
      admin: canWriteWorkspace(mine, w, 'admin'),
      owner: canWriteWorkspace(mine, w, 'owner-admin'),
    }).toEqual(expected);
    // Every derived rule agrees with it.
    expect(isManageable(mine, w)).toBe(expected.admin);
    expect(canWriteContent(mine, w)).toBe(expected.member);
    expect(isAdministrable(mine, w)).toBe(expected.owner);
    expect(canEditContent(mine, [w], 999, 1)).toBe(expected.admin);
  });
  it('honours a read-only flag even on the owner team (the stricter reading of an impossible state)', () => {
    expect(canWriteWorkspace(m([1, 'admin']), { ...w, readOnlyTeamIds: [1, 3] }, 'member')).toBe(false);
  });
  it('lets authors edit their own record only while they may write', () => {
    expect(canEditContent(m([2, 'member']), [w], 7, 7)).toBe(true);
    expect(canEditContent(m([3, 'admin']), [w], 7, 7)).toBe(false);
    expect(canEditContent(m([2, 'member']), [w], 8, 7)).toBe(false);
  });
});

describe('workspace route gating (spec §5)', () => {
  const open = ws(5, 1, [1, 2]);
  const restrictedOthers = ws(6, 3, [3, 2], true);
  it.each([
    ['abc', undefined, null, '/workspaces'],
    ['1x', 'files', null, '/workspaces'],
    ['all', undefined, null, null],
    ['all', 'files', null, null],
    ['all', 'retailers', null, '/workspace/all'],
    ['all', 'management', null, '/workspace/all'],
    ['5', 'retailers', open, null],
    ['5', 'brands', open, null],
    ['9', 'products', null, '/workspace/9'],
    ['6', 'retailers', restrictedOthers, '/workspace/6'],
    ['6', 'management', restrictedOthers, '/workspace/6'],
    ['6', 'files', restrictedOthers, null],
    ['6', undefined, restrictedOthers, null],
  ] as const)('id %s section %s', (id, section, workspace, redirect) => {
    const decision = decideWorkspaceRoute({ id, section, workspace, memberships: me });
    expect(decision).toEqual(redirect ? { kind: 'redirect', to: redirect } : { kind: 'ok' });
  });
});

describe('company rights', () => {
  it('lets members read, admins edit, and outsiders nothing', () => {
    expect(companyRights([])).toEqual({ canRead: false, canEdit: false });
    expect(companyRights([{ role: 'member' }])).toEqual({ canRead: true, canEdit: false });
    expect(companyRights([{ role: 'member' }, { role: 'admin' }])).toEqual({ canRead: true, canEdit: true });
  });
});

describe('note rights', () => {
  const shared = ws(10, 1, [1, 2]);
  it('lets the author edit and delete; a workspace admin delete only; another member neither', () => {
    expect(noteRights(me, shared, 7, 7)).toEqual({ canEdit: true, canDelete: true });
    expect(noteRights(me, shared, 7, 8)).toEqual({ canEdit: false, canDelete: true });
    const memberOnly = [{ teamId: 2, role: 'member' as const }];
    expect(noteRights(memberOnly, shared, 7, 8)).toEqual({ canEdit: false, canDelete: false });
  });
  it('gives nobody the edit of a note without an author', () => {
    expect(noteRights(me, shared, 7, null).canEdit).toBe(false);
  });
});
