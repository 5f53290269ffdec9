import type { Note, NoteBody } from '@/lib/contract/notes';
import type { AppDeps } from '../../app-env';
import { notes } from '../../db/schema';
import type { WorkspaceViewer } from '../workspace-records/read-workspace-records';
import { getNote } from './read-notes';
import type { NoteSubject } from './read-notes';

const SUBJECT_FIELDS = { retailer: 'workspaceRetailerId', brand: 'workspaceBrandId', product: 'workspaceProductId' } as const;

/** A note by the viewer on a workspace record (creation right and the record already checked). */
export async function createNote(deps: AppDeps, viewer: WorkspaceViewer, subject: NoteSubject, body: NoteBody): Promise<Note> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(notes)
    .values({ [SUBJECT_FIELDS[subject.type]]: subject.id, authorId: viewer.userId, body: body.body, createdAt: now, updatedAt: now })
    .returning({ id: notes.id });
  return getNote(deps.db, viewer, subject, row.id);
}
