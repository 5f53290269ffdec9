import { inArray } from 'drizzle-orm';
import type { WorkspaceRequest } from '@/lib/contract/workspaces';
import type { Db } from '../../db/client';
import { teams } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';
import { presentWorkspaces } from './present-workspaces';
import type { WorkspaceRow } from './present-workspaces';

/** Workspace rows as requests for the super-administrator: the workspace plus its owner team. */
export async function presentWorkspaceRequests(db: Db, viewerId: number, rows: WorkspaceRow[]): Promise<WorkspaceRequest[]> {
  const ownerIds = [...new Set(rows.map((r) => r.ownerTeamId).filter((id): id is number => id !== null))];
  const owners = ownerIds.length ? await db.select({ id: teams.id, name: teams.name, image: teams.image }).from(teams).where(inArray(teams.id, ownerIds)) : [];
  const presented = await presentWorkspaces(db, viewerId, rows);
  return presented.map((w) => {
    const owner = owners.find((t) => t.id === w.owner_team_id);
    return { ...w, owner_team: owner ? { id: owner.id, name: owner.name, image: uploadUrl(owner.image) } : null };
  });
}
