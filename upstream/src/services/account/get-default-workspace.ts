import type { UserRow } from '../../app-env';
import type { Db } from '../../db/client';
import { isUsableWorkspace } from './is-usable-workspace';

/**
 * The saved default workspace, or null when none is saved or the user can no longer open it (left
 * the team, workspace deleted): the client then falls back to its own choice instead of a 404.
 */
export async function getDefaultWorkspace(db: Db, user: UserRow): Promise<{ workspace_id: number | null }> {
  const id = user.defaultWorkspaceId;
  if (id === null) return { workspace_id: null };
  return { workspace_id: (await isUsableWorkspace(db, user.id, id)) ? id : null };
}
