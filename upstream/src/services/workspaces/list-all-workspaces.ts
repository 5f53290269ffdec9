import { asc, inArray } from 'drizzle-orm';
import type { Workspace } from '@/lib/contract/workspaces';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema';
import { accessibleWorkspaceIds } from './accessible-ids';
import { presentWorkspaces } from './present-workspaces';

/**
 * `GET workspaces/all`: every workspace the user's teams are attached to, whatever its approval
 * status (the switcher filters approved ones; the requests list shows pending and disapproved ones).
 */
export async function listAllWorkspaces(db: Db, userId: number): Promise<Workspace[]> {
  const rows = await db
    .select()
    .from(workspaces)
    .where(inArray(workspaces.id, accessibleWorkspaceIds(db, userId)))
    .orderBy(asc(workspaces.name), asc(workspaces.id));
  return presentWorkspaces(db, userId, rows);
}
