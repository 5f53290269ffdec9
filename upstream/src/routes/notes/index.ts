import { noteBody } from '@/lib/contract/notes';
import { readParsedBody } from '../../lib/read-parsed-body';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { assertCanEditNote, requireNote } from '../../services/notes/read-notes';
import { deleteNote } from '../../services/notes/delete-note';
import { updateNote } from '../../services/notes/update-note';
import { deleteNoteRoute, updateNoteRoute } from './routes';

/**
 * `notes/{noteId}` (edit and delete); notes are created and listed under their workspace record.
 * Access goes through the workspace of the record the note is on (outsiders 404).
 */
const { router, route } = createResourceRouter({ tag: 'notes', access: { ability: 'workspaces' } });
export const notesRouter = router;

route(
  updateNoteRoute,
  async (c) => {
    const deps = c.var.deps;
    const access = await requireNote(deps.db, c.var.auth.user.id, c.req.valid('param').noteId);
    assertCanEditNote(access);
    return c.json({ data: await updateNote(deps, access, await readParsedBody(c, noteBody)) }, 200);
  },
  { body: jsonOrForm(noteBody) },
);

route(deleteNoteRoute, async (c) => {
  const access = await requireNote(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').noteId);
  await deleteNote(c.var.deps.db, access);
  return c.json({ message: 'Note deleted successfully.' }, 200);
});
