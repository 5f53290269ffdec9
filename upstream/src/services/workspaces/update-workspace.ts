import { eq } from 'drizzle-orm';
import type { WorkspaceStatus } from '@/lib/contract/workspaces';
import type { AppDeps } from '../../app-env';
import { workspaces } from '../../db/schema';
import { saveImage } from '../uploads/save-image';
import type { WorkspaceRow } from './present-workspaces';

export type WorkspacePatch = {
  name?: string;
  description?: string;
  restrictResourceCreation?: boolean;
  goals?: string;
  status?: WorkspaceStatus;
};

/**
 * Writes the given fields (edit, goals, status); an empty description or goals clears it. The
 * caller has checked the permission and validated the fields; the image is stored last.
 */
export async function updateWorkspace(deps: AppDeps, actorId: number, workspaceId: number, patch: WorkspacePatch, image?: File): Promise<WorkspaceRow> {
  const imageName = image ? await saveImage(deps, image, 'image', actorId) : undefined;
  const [row] = await deps.db
    .update(workspaces)
    .set({
      name: patch.name,
      description: patch.description === undefined ? undefined : patch.description || null,
      restrictResourceCreation: patch.restrictResourceCreation,
      goals: patch.goals === undefined ? undefined : patch.goals || null,
      status: patch.status,
      image: imageName,
      updatedAt: deps.now(),
    })
    .where(eq(workspaces.id, workspaceId))
    .returning();
  return row;
}
