import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PaginationQuery } from '@/lib/contract/common';
import type { Note } from '@/lib/contract/notes';
import { noteRights } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { notes, users, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { ListWindow } from '../../lib/list-query';
import { applyWindow } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import type { RecordKind, WorkspaceViewer } from '../workspace-records/read-workspace-records';
import { requireWorkspaceViewer } from '../workspace-records/read-workspace-records';
import { toMemberUser } from '../workspaces/present-workspaces';

/** What a note is on: a workspace retailer, brand or product (its workspace record id). */
export type NoteSubject = { type: RecordKind; id: number };

/** The notes column that points at a subject of this type. */
export const SUBJECT_COLUMNS = { retailer: notes.workspaceRetailerId, brand: notes.workspaceBrandId, product: notes.workspaceProductId } as const;

/** The subject of a stored note (the table's check constraint guarantees exactly one is set). */
export function subjectOfNote(row: Pick<typeof notes.$inferSelect, 'workspaceRetailerId' | 'workspaceBrandId' | 'workspaceProductId'>): NoteSubject {
  if (row.workspaceRetailerId !== null) return { type: 'retailer', id: row.workspaceRetailerId };
  if (row.workspaceBrandId !== null) return { type: 'brand', id: row.workspaceBrandId };
  return { type: 'product', id: row.workspaceProductId ?? 0 };
}

export type NoteAccess = { note: typeof notes.$inferSelect; viewer: WorkspaceViewer };

/**
 * `notes/{noteId}`: the note and the caller's access to the workspace of the record it is on (read
 * access; outsiders get 404 as if the note did not exist).
 */
export async function requireNote(db: Db, userId: number, noteId: number): Promise<NoteAccess> {
  const [found] = await db
    .select({
      note: notes,
      workspaceId: sql<number>`coalesce(${workspaceRetailers.workspaceId}, ${workspaceBrands.workspaceId}, ${workspaceProducts.workspaceId})`.mapWith(Number),
    })
    .from(notes)
    .leftJoin(workspaceRetailers, eq(workspaceRetailers.id, notes.workspaceRetailerId))
    .leftJoin(workspaceBrands, eq(workspaceBrands.id, notes.workspaceBrandId))
    .leftJoin(workspaceProducts, eq(workspaceProducts.id, notes.workspaceProductId))
    .where(eq(notes.id, noteId))
    .limit(1);
  if (!found) throw notFound('Note');
  try {
    return { note: found.note, viewer: await requireWorkspaceViewer(db, userId, found.workspaceId, 'read') };
  } catch (error) {
    // Say "note", not "workspace": the caller asked for a note.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('Note');
    throw error;
  }
}

/** Notes of one workspace (the viewer's) as the contract's resource, with the viewer's rights on each. */
export async function queryNotes(db: Db, viewer: WorkspaceViewer, q: ListWindow & { where: SQL | undefined }): Promise<Note[]> {
  const rows = await applyWindow(db.select({ n: notes, author: users }).from(notes).leftJoin(users, eq(users.id, notes.authorId)).where(q.where).$dynamic(), q);
  return rows.map(({ n, author }) => {
    const rights = noteRights(viewer.memberships, viewer.ws, viewer.userId, n.authorId);
    const subject = subjectOfNote(n);
    return {
      id: n.id,
      subject_type: subject.type,
      subject_id: subject.id,
      workspace_id: viewer.ws.id,
      body: n.body,
      author: author ? toMemberUser(author) : null,
      can_edit: rights.canEdit,
      can_delete: rights.canDelete,
      created_at: n.createdAt.toISOString(),
      updated_at: n.updatedAt.toISOString(),
    };
  });
}

/** One note of this subject; a note on another record is a 404 under this path. */
export async function getNote(db: Db, viewer: WorkspaceViewer, subject: NoteSubject, noteId: number): Promise<Note> {
  const [note] = await queryNotes(db, viewer, { where: and(eq(notes.id, noteId), eq(SUBJECT_COLUMNS[subject.type], subject.id)) });
  if (!note) throw notFound('Note');
  return note;
}

/** The notes on a workspace record (already found in the viewer's workspace), newest first. */
export async function listNotes(db: Db, viewer: WorkspaceViewer, subject: NoteSubject, { page, per_page }: PaginationQuery) {
  const where = eq(SUBJECT_COLUMNS[subject.type], subject.id);
  const [{ n }] = await db.select({ n: count() }).from(notes).where(where);
  const data = await queryNotes(db, viewer, { where, orderBy: [desc(notes.createdAt), desc(notes.id)], limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}

/** `PUT notes/{id}` is for its author only: checked before the body, so a stranger learns nothing from a 422. */
export function assertCanEditNote(access: NoteAccess): void {
  if (!noteRights(access.viewer.memberships, access.viewer.ws, access.viewer.userId, access.note.authorId).canEdit)
    throw forbidden('Only its author can edit this note.');
}
