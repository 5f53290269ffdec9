import { canEditContent, canWriteContent } from '@/lib/permissions/rules';
import type { WorkspaceViewer } from '../workspace-records/workspace-viewer';

/**
 * Authors edit their notes (while their team may still write in the workspace); authors and the
 * workspace's managers (admins of an attached full-access team) delete them — canEditContent, the
 * rule every record shares (decision 0006).
 */
export function noteRights(viewer: WorkspaceViewer, authorId: number | null): { canEdit: boolean; canDelete: boolean } {
  const canEdit = authorId !== null && authorId === viewer.userId && canWriteContent(viewer.memberships, viewer.ws);
  return { canEdit, canDelete: canEditContent(viewer.memberships, [viewer.ws], authorId, viewer.userId) };
}
