/** Test data of the workspace screens (used by their tests only). */
import type { Workspace } from '@/lib/contract/workspaces';

/** Workspace 2 "Main": active, approved, owned by team 1 "A" with full access, open to anyone's new records; `over` changes any field. */
export function makeWorkspace(over: Partial<Workspace> = {}): Workspace {
  return {
    id: 2,
    name: 'Main',
    description: null,
    image: null,
    status: 'active',
    status_color: 'green',
    goals: null,
    restrict_resource_creation: false,
    owner_team_id: 1,
    team_id: 1,
    team_ids: [1],
    retailer_ids: [],
    approval_status: 'approved',
    requested_by: null,
    created_at: '2026-01-01T00:00:00Z',
    teams: [{ id: 1, name: 'A', image: null, access: 'full', is_owner: true, is_admin: false }],
    ...over,
  };
}
