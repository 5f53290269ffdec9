import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { isUsableWorkspace } from './is-usable-workspace';

/** Saves (or with null, clears) the default workspace; it must be one the user can open. */
export async function setDefaultWorkspace(deps: AppDeps, userId: number, workspaceId: number | null): Promise<{ workspace_id: number | null }> {
  // A workspace the user cannot see answers like a missing one, so ids of others are not confirmed.
  if (workspaceId !== null && !(await isUsableWorkspace(deps.db, userId, workspaceId))) {
    throw fieldError('workspace_id', 'The selected workspace is invalid.');
  }
  await deps.db.update(users).set({ defaultWorkspaceId: workspaceId, updatedAt: deps.now() }).where(eq(users.id, userId));
  return { workspace_id: workspaceId };
}
