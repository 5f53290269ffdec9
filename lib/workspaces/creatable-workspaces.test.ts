import type { Workspace } from '@/lib/contract/workspaces';
import { canCreateInScope, creatableInRoute, creatableWorkspaces, defaultWorkspaceIds } from './creatable-workspaces';
import { makeWorkspace } from './workspace-test-data';

const ws = (id: number, over: Partial<Workspace> = {}) =>
  makeWorkspace({
    id,
    name: `W${id}`,
    team_ids: [1, 2],
    teams: [
      { id: 1, name: 'Owner', image: null, access: 'full', is_owner: true, is_admin: false },
      { id: 2, name: 'Guest', image: null, access: 'read_only', is_owner: false, is_admin: false },
    ],
    ...over,
  });

describe('where a new insight can be created', () => {
  const all = [ws(1), ws(2, { restrict_resource_creation: true }), ws(3, { approval_status: 'pending' }), ws(4, { team_ids: [2], teams: [] })];

  it('keeps approved workspaces that obey restrict_resource_creation and read-only access', () => {
    expect(creatableWorkspaces(all, [{ id: 1, role: 'member' }]).map((w) => w.id)).toEqual([1]);
    expect(creatableWorkspaces(all, [{ id: 1, role: 'admin' }]).map((w) => w.id)).toEqual([1, 2]);
    // Team 2 is read-only in workspaces 1 and 2, full in 4 (no access row means full).
    expect(creatableWorkspaces(all, [{ id: 2, role: 'admin' }]).map((w) => w.id)).toEqual([4]);
  });

  it('offers the button and a default workspace per route scope', () => {
    const creatable = [ws(1), ws(4)];
    expect(canCreateInScope('1', [1], creatable)).toBe(true);
    expect(canCreateInScope('2', [2], creatable)).toBe(false);
    expect(canCreateInScope('all', [2, 3], creatable)).toBe(false);
    expect(canCreateInScope('all', [], creatable)).toBe(true);
    expect(defaultWorkspaceIds('4', [4], creatable)).toEqual([4]);
    expect(defaultWorkspaceIds('all', [1, 2], creatable)).toEqual([1]);
    expect(defaultWorkspaceIds('all', [], creatable)).toEqual([]);
  });
});

describe('the creatable workspaces a route shows', () => {
  const creatable = [ws(1), ws(4), ws(5)];
  const ids = (list: readonly Workspace[]) => list.map((w) => w.id);

  it('is the route workspace when creatable', () => {
    expect(ids(creatableInRoute('4', creatable, [1], true))).toEqual([4]);
    expect(ids(creatableInRoute('2', creatable, [], true))).toEqual([]);
  });

  it('is the saved selection on `all`, every creatable one when nothing is selected', () => {
    expect(ids(creatableInRoute('all', creatable, [5, 2], true))).toEqual([5]);
    expect(ids(creatableInRoute('all', creatable, [], true))).toEqual([1, 4, 5]);
    // A selection with no creatable workspace offers none.
    expect(ids(creatableInRoute('all', creatable, [2, 3], true))).toEqual([]);
  });

  it('does not read the selection before hydration', () => {
    expect(ids(creatableInRoute('all', creatable, [], false))).toEqual([1, 4, 5]);
    expect(ids(creatableInRoute('all', creatable, [5], false))).toEqual([]);
  });
});
