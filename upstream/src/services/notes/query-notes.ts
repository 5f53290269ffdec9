import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Note } from '@/lib/contract/notes';
import type { Db } from '../../db/client';
import { notes, users } from '../../db/schema';
import { applyWindow } from '../../lib/list-query';
import type { ListWindow } from '../../lib/list-query';
import { toMemberUser } from '../workspaces/member-user';
import type { WorkspaceViewer } from '../workspace-records/workspace-viewer';
import { noteRights } from '@/lib/permissions/rules';
import { subjectOfNote } from './note-subject';

/** Notes of one workspace (the viewer's) as the contract's resource, with the viewer's rights on each. */
export async function queryNotes(db: Db, viewer: WorkspaceViewer, q: ListWindow & { where: SQL | undefined }): Promise<Note[]> {
  const rows = await applyWindow(db.select({ n: notes, author: users }).from(notes).leftJoin(users, eq(users.id, notes.authorId)).where(q.where).$dynamic(), q);
  return rows.map(({ n, author }) => {
    const rights = noteRights(viewer.memberships, viewer.ws, viewer.userId, n.authorId);
    const subject = subjectOfNote(n);
    return {
      id: n.id,
      subject_type: subject.type,
      subject_id: subject.id,
      workspace_id: viewer.ws.id,
      body: n.body,
      author: author ? toMemberUser(author) : null,
      can_edit: rights.canEdit,
      can_delete: rights.canDelete,
      created_at: n.createdAt.toISOString(),
      updated_at: n.updatedAt.toISOString(),
    };
  });
}
