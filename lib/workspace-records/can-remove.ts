import { canEditContent } from '@/lib/permissions/rules';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';

/**
 * Who may remove a retailer, brand or product from a workspace (the upstream's rule, so the button is
 * not offered to people it would refuse): the person who added it while their team may still write
 * there, or a manager of the workspace (an admin of an attached full-access team). Decision 0006.
 */
export function canRemoveRecord(input: {
  userId: number | null;
  createdById: number | null;
  memberships: readonly Membership[];
  workspace: WorkspaceLinks;
}): boolean {
  const { userId, createdById, memberships, workspace } = input;
  return canEditContent(memberships, [workspace], createdById, userId);
}
