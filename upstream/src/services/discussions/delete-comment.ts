import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { discussionComments } from '../../db/schema';
import { broadcastSubjectUpdated } from './broadcast-subject';
import type { CommentRow, DiscussionAccess } from './read-discussions';

/** `DELETE discussions/{id}/comment/{commentId}`: "delete own", so its author only. */
export async function deleteComment(deps: AppDeps, access: DiscussionAccess, comment: CommentRow): Promise<void> {
  await deps.db.delete(discussionComments).where(eq(discussionComments.id, comment.id));
  await broadcastSubjectUpdated(deps, access.subject);
}
