import { count, desc, eq } from 'drizzle-orm';
import type { PaginationQuery } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { notes } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import type { WorkspaceViewer } from '../workspace-records/workspace-viewer';
import { SUBJECT_COLUMNS } from './note-subject';
import type { NoteSubject } from './note-subject';
import { queryNotes } from './query-notes';

/** The notes on a workspace record (already found in the viewer's workspace), newest first. */
export async function listNotes(db: Db, viewer: WorkspaceViewer, subject: NoteSubject, { page, per_page }: PaginationQuery) {
  const where = eq(SUBJECT_COLUMNS[subject.type], subject.id);
  const [{ n }] = await db.select({ n: count() }).from(notes).where(where);
  const data = await queryNotes(db, viewer, { where, orderBy: [desc(notes.createdAt), desc(notes.id)], limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
