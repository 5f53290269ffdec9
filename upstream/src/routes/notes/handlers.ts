import type { OpenAPIHono } from '@hono/zod-openapi';
import { noteBody } from '@/lib/contract/notes';
import type { AppEnv } from '../../app-env';
import { idHook, numericIds } from '../../lib/path-ids';
import { assertCanEditNote } from '../../services/notes/assert-can-edit-note';
import { deleteNote } from '../../services/notes/delete-note';
import { requireNote } from '../../services/notes/require-note';
import { updateNote } from '../../services/notes/update-note';
import { readBody } from '../workspace-records/note-actions';
import { deleteNoteRoute, updateNoteRoute } from './routes';

/** `notes/{noteId}`: access through the workspace of the record the note is on (outsiders 404). */
export function registerNoteHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, updateNoteRoute),
    async (c) => {
      const deps = c.var.deps;
      const access = await requireNote(deps.db, c.var.auth.user.id, c.req.valid('param').noteId);
      assertCanEditNote(access);
      return c.json({ data: await updateNote(deps, access, await readBody(c, noteBody)) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteNoteRoute),
    async (c) => {
      const access = await requireNote(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').noteId);
      await deleteNote(c.var.deps.db, access);
      return c.json({ message: 'Note deleted successfully.' }, 200);
    },
    idHook,
  );
}
