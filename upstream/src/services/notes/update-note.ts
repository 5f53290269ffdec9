import { eq } from 'drizzle-orm';
import type { Note, NoteBody } from '@/lib/contract/notes';
import type { AppDeps } from '../../app-env';
import { notes } from '../../db/schema';
import { assertCanEditNote, getNote, subjectOfNote } from './read-notes';
import type { NoteAccess } from './read-notes';

/** `PUT notes/{id}`: replaces its text (author only) and returns it as its reader sees it. */
export async function updateNote(deps: AppDeps, access: NoteAccess, body: NoteBody): Promise<Note> {
  assertCanEditNote(access);
  await deps.db.update(notes).set({ body: body.body, updatedAt: deps.now() }).where(eq(notes.id, access.note.id));
  return getNote(deps.db, access.viewer, subjectOfNote(access.note), access.note.id);
}
