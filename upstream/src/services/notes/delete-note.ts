import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notes } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { noteRights } from '@/lib/permissions/rules';
import type { NoteAccess } from './read-notes';

/** `DELETE notes/{id}`: its author or a manager of the note's workspace. */
export async function deleteNote(db: Db, access: NoteAccess): Promise<void> {
  requireNoteDeletable(access);
  await db.delete(notes).where(eq(notes.id, access.note.id));
}

/** Refuses (403) unless the viewer may delete the note: its author or a manager of its workspace. */
export function requireNoteDeletable(access: NoteAccess): void {
  if (!noteRights(access.viewer.memberships, access.viewer.ws, access.viewer.userId, access.note.authorId).canDelete)
    throw forbidden('Only its author or a workspace admin can delete this note.');
}
