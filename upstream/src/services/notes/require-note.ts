import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notes, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { requireWorkspaceViewer } from '../workspace-records/workspace-viewer';
import type { WorkspaceViewer } from '../workspace-records/workspace-viewer';

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
