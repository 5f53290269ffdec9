import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { fileVersions, files, insightResources, insights, users, workspaces } from '../../db/schema';
import { forgetAllTokens } from '../tokens/token-cache';

/**
 * Deletes a workspace (team links, invites, its records, and the files and insights it owns go with
 * it by cascade) and clears it as anyone's default workspace, so no user keeps pointing at a missing
 * id. The stored bytes of the documents the cascade deletes are removed after the commit.
 */
export async function deleteWorkspace(deps: AppDeps, workspaceId: number): Promise<void> {
  const stored = await deps.db.transaction(async (tx) => {
    const ownedFiles = tx.select({ id: files.id }).from(files).where(eq(files.workspaceId, workspaceId));
    const ownedInsights = tx.select({ id: insights.id }).from(insights).where(eq(insights.workspaceId, workspaceId));
    const names = [
      ...(await tx
        .select({ name: fileVersions.storageName })
        .from(fileVersions)
        .where(and(inArray(fileVersions.fileId, ownedFiles), isNotNull(fileVersions.storageName)))),
      ...(await tx
        .select({ name: insights.storageName })
        .from(insights)
        .where(and(eq(insights.workspaceId, workspaceId), isNotNull(insights.storageName)))),
      ...(await tx.select({ name: insightResources.storageName }).from(insightResources).where(inArray(insightResources.insightId, ownedInsights))),
    ].flatMap((r) => (r.name ? [r.name] : []));
    await tx.update(users).set({ defaultWorkspaceId: null }).where(eq(users.defaultWorkspaceId, workspaceId));
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    return names;
  });
  // Other users' rows changed (their default workspace): no remembered token may show the old one.
  forgetAllTokens(deps.db);
  await Promise.all(stored.map((name) => deps.storage.remove(name)));
}
