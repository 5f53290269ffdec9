import type { Context } from 'hono';
import { commentBody, discussionUpdateBody } from '@/lib/contract/discussions';
import type { AppEnv } from '../../app-env';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { addComment } from '../../services/discussions/add-comment';
import { deleteComment } from '../../services/discussions/delete-comment';
import { deleteDiscussion } from '../../services/discussions/delete-discussion';
import { requireComment, requireDiscussion } from '../../services/discussions/read-discussions';
import { updateComment } from '../../services/discussions/update-comment';
import { updateDiscussion } from '../../services/discussions/update-discussion';
import { readInput } from '../../lib/read-input';
import { parsePatch } from '../../lib/parse-patch';
import { authenticateForDiscussions, subjectAbility } from '../../lib/discussion-access';
import { addCommentRoute, deleteCommentRoute, deleteDiscussionRoute, updateCommentRoute, updateDiscussionRoute } from './routes';

/** `discussions/{id}[/comment[/{commentId}]]`, for discussions on files and on insights alike. */
const { router, route } = createResourceRouter({ tag: 'discussions', access: { authenticate: authenticateForDiscussions } });
export const discussionsRouter = router;

async function load(c: Context<AppEnv>, discussionId: number, need: 'read' | 'edit') {
  const access = await requireDiscussion(c.var.deps.db, c.var.auth.user.id, discussionId, need);
  subjectAbility(c, access);
  return access;
}

route(
  updateDiscussionRoute,
  async (c) => {
    const deps = c.var.deps;
    const access = await load(c, c.req.valid('param').discussionId, 'edit');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await updateDiscussion(deps, c.var.auth.user.id, access, parsePatch(discussionUpdateBody, input)) }, 200);
  },
  { body: jsonOrForm(discussionUpdateBody) },
);

route(deleteDiscussionRoute, async (c) => {
  await deleteDiscussion(c.var.deps, await load(c, c.req.valid('param').discussionId, 'edit'));
  return c.json({ message: 'Discussion has been deleted.' }, 200);
});

route(
  addCommentRoute,
  async (c) => {
    const deps = c.var.deps;
    const access = await load(c, c.req.valid('param').discussionId, 'read');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await addComment(deps, c.var.auth.user.id, access, parseOr422(commentBody, input)) }, 201);
  },
  { body: jsonOrForm(commentBody) },
);

route(
  updateCommentRoute,
  async (c) => {
    const deps = c.var.deps;
    const { discussionId, commentId } = c.req.valid('param');
    const access = await load(c, discussionId, 'read');
    const comment = await requireComment(deps.db, c.var.auth.user.id, discussionId, commentId);
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await updateComment(deps, c.var.auth.user.id, access, comment, parseOr422(commentBody, input)) }, 200);
  },
  { body: jsonOrForm(commentBody) },
);

route(deleteCommentRoute, async (c) => {
  const deps = c.var.deps;
  const { discussionId, commentId } = c.req.valid('param');
  const access = await load(c, discussionId, 'read');
  await deleteComment(deps, access, await requireComment(deps.db, c.var.auth.user.id, discussionId, commentId));
  return c.json({ message: 'Comment has been deleted.' }, 200);
});
