import { eq } from 'drizzle-orm';
import { canEditContent } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { RECORD_TABLES, requireWorkspaceRecord } from './read-workspace-records';
import type { RecordKind, WorkspaceViewer } from './read-workspace-records';

/**
 * `DELETE workspaces/{id}/retailers|brands|products/{recordId}`: its creator (while their team may
 * still write there) or a manager of the workspace (admin of a full-access team): canEditContent. Its notes and file links go with it; files and
 * insights that named it keep existing without it. The company record itself is untouched.
 */
export async function removeWorkspaceRecord(db: Db, viewer: WorkspaceViewer, kind: RecordKind, recordId: number): Promise<void> {
  const row = await requireRemovableWorkspaceRecord(db, viewer, kind, recordId);
  const table = RECORD_TABLES[kind];
  await db.delete(table).where(eq(table.id, row.id));
}

/** The record, if `viewer` may remove it (and so restore it from the trash); else 404 or 403. */
export async function requireRemovableWorkspaceRecord(db: Db, viewer: WorkspaceViewer, kind: RecordKind, recordId: number) {
  const row = await requireWorkspaceRecord(db, kind, viewer.ws.id, recordId);
  if (!canEditContent(viewer.memberships, [viewer.ws], row.createdBy, viewer.userId))
    throw forbidden(`Only the person who added this ${kind} or a workspace admin can remove it.`);
  return row;
}
