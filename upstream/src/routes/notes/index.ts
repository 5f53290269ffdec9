import { createRouter } from '../../lib/router';
import { registerNoteHandlers } from './handlers';

/** `notes/{noteId}` (edit and delete); notes are created and listed under their workspace record. */
export const notesRouter = createRouter();
registerNoteHandlers(notesRouter);
