import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, workspaces } from '../../db/schema';

/**
 * Deletes a workspace (its team links and invites go with it by cascade) and clears it as anyone's
 * default workspace, so no user keeps pointing at a missing id.
 */
export async function deleteWorkspace(db: Db, workspaceId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ defaultWorkspaceId: null }).where(eq(users.defaultWorkspaceId, workspaceId));
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
  });
}
