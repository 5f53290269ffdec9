import { eq } from 'drizzle-orm';
import type { Comment, CommentBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussionComments } from '../../db/schema';
import { broadcastSubjectUpdated } from './broadcast-subject';
import { toCommentResource } from './present-discussions';
import { loadMemberUsers } from './load-member-users';
import { notifyMentions } from './notify-mentions';
import type { CommentRow, DiscussionAccess } from './read-discussions';

/** `PUT discussions/{id}/comment/{commentId}`: its author only (checked by requireComment); only users newly mentioned are notified. */
export async function updateComment(deps: AppDeps, userId: number, access: DiscussionAccess, comment: CommentRow, body: CommentBody): Promise<Comment> {
  const [row] = await deps.db
    .update(discussionComments)
    .set({ body: body.body, updatedAt: deps.now() })
    .where(eq(discussionComments.id, comment.id))
    .returning();
  await broadcastSubjectUpdated(deps, access.subject);
  await notifyMentions(deps, userId, access, row.body, comment.body);
  return toCommentResource(row, await loadMemberUsers(deps.db, [row.authorId]), userId);
}
