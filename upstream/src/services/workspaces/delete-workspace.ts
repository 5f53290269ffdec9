import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { users, workspaces } from '../../db/schema';
import { forgetAllTokens } from '../tokens/token-cache';

/**
 * Deletes a workspace (team links, invites, its records, and the files and insights it owns go with
 * it by cascade) and clears it as anyone's default workspace, so no user keeps pointing at a missing
 * id. What the cascade takes goes to the trash (decision 0027): the stored bytes of its documents
 * stay until the purge job. A restore does not make it anyone's default again (the column has no
 * reference the trash could follow); the home screen falls back to the first workspace.
 */
export async function deleteWorkspace(deps: AppDeps, workspaceId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ defaultWorkspaceId: null }).where(eq(users.defaultWorkspaceId, workspaceId));
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
  });
  // Other users' rows changed (their default workspace): no remembered token may show the old one.
  forgetAllTokens(deps.db);
}
