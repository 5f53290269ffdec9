import { canAccessWorkspace } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { loadMemberships, loadWorkspaceLinks } from '../access/memberships';

/**
 * Whether the user can open this workspace now: one of their teams is attached and it has been
 * approved (a pending or disapproved request is not a place to land in).
 */
export async function isUsableWorkspace(db: Db, userId: number, workspaceId: number): Promise<boolean> {
  const [memberships, links] = await Promise.all([loadMemberships(db, userId), loadWorkspaceLinks(db, [workspaceId])]);
  const workspace = links.get(workspaceId);
  return Boolean(workspace && workspace.approvalStatus === 'approved' && canAccessWorkspace(memberships, workspace));
}
