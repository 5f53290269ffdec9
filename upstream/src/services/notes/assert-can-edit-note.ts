import { forbidden } from '../../lib/errors';
import { noteRights } from '@/lib/permissions/rules';
import type { NoteAccess } from './require-note';

/** `PUT notes/{id}` is for its author only: checked before the body, so a stranger learns nothing from a 422. */
export function assertCanEditNote(access: NoteAccess): void {
  if (!noteRights(access.viewer.memberships, access.viewer.ws, access.viewer.userId, access.note.authorId).canEdit)
    throw forbidden('Only its author can edit this note.');
}
