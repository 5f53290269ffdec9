import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { requireContentWorkspaces } from '../access/content-guard';

/** The caller as one workspace sees them: what the record and note rights are computed from. */
export type WorkspaceViewer = { userId: number; memberships: Membership[]; ws: WorkspaceLinks };

/**
 * Checks the caller's access to one approved workspace ('read', or 'create' for section 6's
 * restricted creation and read-only teams): outsiders 404, members without the right 403.
 */
export async function requireWorkspaceViewer(db: Db, userId: number, workspaceId: number, need: 'read' | 'create'): Promise<WorkspaceViewer> {
  const { memberships, links } = await requireContentWorkspaces(db, userId, [workspaceId], need);
  // requireContentWorkspaces threw unless the workspace was loaded.
  return { userId, memberships, ws: links.get(workspaceId)! };
}
