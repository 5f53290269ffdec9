import type { Comment, CommentBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussionComments } from '../../db/schema';
import { broadcastSubjectUpdated } from './broadcast-subject';
import { toCommentResource } from './present-discussions';
import { loadMemberUsers } from './load-member-users';
import { notifyMentions } from './notify-mentions';
import type { DiscussionAccess } from './read-discussions';
import { mentionedUserIds } from '@/lib/contract/mentions';
import { actorName } from '../follows/actor-name';
import { autoFollow } from '../follows/auto-follow';
import { notifyFollowers } from '../follows/notify-followers';

/**
 * `POST discussions/{id}/comment`: anyone who can read the subject may comment; the users it mentions are notified.
 * The commenter follows the subject; its other followers get FollowedActivity (those mentioned only their mention).
 */
export async function addComment(deps: AppDeps, userId: number, access: DiscussionAccess, body: CommentBody): Promise<Comment> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(discussionComments)
    .values({ discussionId: access.row.id, authorId: userId, body: body.body, createdAt: now, updatedAt: now })
    .returning();
  await broadcastSubjectUpdated(deps, access.subject);
  await notifyMentions(deps, userId, access, row.body);
  const { kind, id } = access.subject;
  await autoFollow(deps.db, [userId], kind, id);
  const name = await actorName(deps.db, userId);
  await notifyFollowers(deps, kind, id, { actorId: userId, message: `${name} commented on "${access.row.title}"`, skip: mentionedUserIds(row.body) });
  return toCommentResource(row, await loadMemberUsers(deps.db, [userId]), userId);
}
