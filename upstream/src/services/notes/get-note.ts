import { and, eq } from 'drizzle-orm';
import type { Note } from '@/lib/contract/notes';
import type { Db } from '../../db/client';
import { notes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { WorkspaceViewer } from '../workspace-records/workspace-viewer';
import { SUBJECT_COLUMNS } from './note-subject';
import type { NoteSubject } from './note-subject';
import { queryNotes } from './query-notes';

/** One note of this subject; a note on another record is a 404 under this path. */
export async function getNote(db: Db, viewer: WorkspaceViewer, subject: NoteSubject, noteId: number): Promise<Note> {
  const [note] = await queryNotes(db, viewer, { where: and(eq(notes.id, noteId), eq(SUBJECT_COLUMNS[subject.type], subject.id)) });
  if (!note) throw notFound('Note');
  return note;
}
