import { canWriteContent, isManageable } from '@/lib/permissions/rules';
import type { WorkspaceViewer } from '../workspace-records/workspace-viewer';

/**
 * Authors edit their notes (while their team may still write in the workspace); authors and the
 * workspace's managers (admins of an attached team) delete them.
 */
export function noteRights(viewer: WorkspaceViewer, authorId: number | null): { canEdit: boolean; canDelete: boolean } {
  const canEdit = authorId !== null && authorId === viewer.userId && canWriteContent(viewer.memberships, viewer.ws);
  return { canEdit, canDelete: canEdit || isManageable(viewer.memberships, viewer.ws) };
}
