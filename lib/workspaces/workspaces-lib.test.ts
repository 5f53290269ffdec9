import type { Workspace, WorkspaceTeam } from '@/lib/contract/workspaces';
import { workspaceAbilities, workspaceLinks } from './links';
import { needsWorkspaceLookup } from './route-section';
import { badgeColor, isWorkspaceStatus, STATUS_OPTIONS, statusLabel } from './status';
import { attachableTeams, leavableTeams, myWorkspaceRequests, transferCandidates } from './workspace-lists';
import { makeWorkspace } from './workspace-test-data';

const team = (id: number, over: Partial<WorkspaceTeam> = {}): WorkspaceTeam => ({
  id,
  name: `T${id}`,
  image: null,
  access: 'full',
  is_owner: false,
  is_admin: false,
  ...over,
});
const ws = (over: Partial<Workspace> = {}) =>
  makeWorkspace({
    id: 1,
    name: 'W',
    owner_team_id: 10,
    team_id: 10,
    team_ids: [10, 20],
    teams: [team(10, { is_owner: true }), team(20)],
    created_at: '2025-01-01T00:00:00Z',
    ...over,
  });

describe('workspace abilities', () => {
  it('maps the resource to the rules’ links', () => {
    expect(workspaceLinks(ws())).toEqual({ id: 1, ownerTeamId: 10, teamIds: [10, 20], restrictResourceCreation: false, readOnlyTeamIds: [] });
  });
  it('a member of a read-only team reads but may not create resources', () => {
    const readOnly = ws({ teams: [team(10, { is_owner: true }), team(20, { access: 'read_only' })] });
    expect(workspaceAbilities([{ teamId: 20, role: 'member' }], readOnly).create).toBe(false);
    expect(
      workspaceAbilities(
        [
          { teamId: 20, role: 'member' },
          { teamId: 10, role: 'member' },
        ],
        readOnly,
      ).create,
    ).toBe(true);
  });
  it.each([
    ['owner-team admin', [{ teamId: 10, role: 'admin' as const }], false, { manage: true, administer: true, create: true }],
    ['attached-team admin', [{ teamId: 20, role: 'admin' as const }], false, { manage: true, administer: false, create: true }],
    ['attached-team member', [{ teamId: 20, role: 'member' as const }], false, { manage: false, administer: false, create: true }],
    ['member, restricted', [{ teamId: 20, role: 'member' as const }], true, { manage: false, administer: false, create: false }],
    ['owner admin, restricted', [{ teamId: 10, role: 'admin' as const }], true, { manage: true, administer: true, create: true }],
    ['outsider', [{ teamId: 99, role: 'admin' as const }], false, { manage: false, administer: false, create: false }],
  ])('%s', (_name, memberships, restrict, expected) => {
    expect(workspaceAbilities(memberships, ws({ restrict_resource_creation: restrict }))).toEqual(expected);
  });
});

describe('needsWorkspaceLookup', () => {
  it.each([
    ['5', 'retailers', true],
    ['5', 'management', true],
    ['5', 'files', false],
    ['5', undefined, false],
    ['all', 'brands', false],
    ['x', 'products', false],
  ])('%s / %s → %s', (id, section, expected) => {
    expect(needsWorkspaceLookup(id, section)).toBe(expected);
  });
});

describe('status', () => {
  it('labels and lists the contract statuses', () => {
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusLabel('')).toBe('Unknown');
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual(['active', 'planning', 'on_hold', 'at_risk', 'completed', 'archived']);
    expect(isWorkspaceStatus('active')).toBe(true);
    expect(isWorkspaceStatus('toString')).toBe(false);
  });
  it('prefers a known status_color, then the status colour, then gray', () => {
    expect(badgeColor('active', 'red')).toBe('red');
    expect(badgeColor('at_risk', 'purple')).toBe('red');
    expect(badgeColor('planning', null)).toBe('blue');
    expect(badgeColor('mystery')).toBe('gray');
  });
});

describe('workspace lists', () => {
  it('finds the caller’s requests among all workspaces', () => {
    const all = [
      ws({ id: 1 }),
      ws({ id: 2, approval_status: 'pending', requested_by: { id: 7, first_name: 'A', last_name: 'B', email: 'a@b.c', image: null } }),
      ws({ id: 3, approval_status: 'disapproved', owner_team_id: 30, team_ids: [30] }),
      ws({ id: 4, approval_status: 'pending', owner_team_id: 40, team_ids: [40] }),
    ];
    expect(
      myWorkspaceRequests(all, 7, [
        { teamId: 30, role: 'admin' },
        { teamId: 40, role: 'member' },
      ]).map((w) => w.id),
    ).toEqual([2, 3]);
  });
  it('offers my unattached admin teams, transfer targets and teams I can take out', () => {
    const mine = [
      { id: 10, role: 'admin' as const },
      { id: 30, role: 'admin' as const },
      { id: 40, role: 'member' as const },
    ];
    expect(attachableTeams(mine, ws()).map((t) => t.id)).toEqual([30]);
    expect(transferCandidates(ws()).map((t) => t.id)).toEqual([20]);
    const w = ws({ teams: [team(10, { is_owner: true, is_admin: true }), team(20, { is_admin: true }), team(21)] });
    expect(leavableTeams(w).map((t) => t.id)).toEqual([20]);
  });
});
