import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { commentResource, discussionResource } from '@/lib/contract/discussions';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';
import { authenticateForDiscussions } from '../../lib/discussion-access';

/**
 * Discussions belong to a file, an insight, a meeting or a task: the token needs the ability of one
 * of those areas here, and the subject's own (checked in the handler once the discussion is loaded);
 * access follows the subject. No single ability fits `createResourceRouter`'s `access`, so the
 * router is `public` and every route signs the caller in itself (and documents its bearer security).
 */
const base = { security: bearerSecurity, middleware: [authenticateForDiscussions] };
const errors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
const discussionParams = z.object({ discussionId: pathId });
const commentParams = z.object({ discussionId: pathId, commentId: pathId });
const comment = json(dataOf(commentResource), 'The comment');

export const updateDiscussionRoute = createRoute({
  ...base,
  method: 'post',
  path: '/discussions/{discussionId}',
  description: 'JSON (or a form): title, body; the fields sent change. Its author, or someone who may edit the file or insight.',
  request: { params: discussionParams },
  responses: { 200: json(dataOf(discussionResource), 'The discussion with its comments'), ...errors },
});

export const deleteDiscussionRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/discussions/{discussionId}',
  description: 'Its author, or someone who may edit the file or insight. Its comments go with it.',
  request: { params: discussionParams },
  responses: { 200: json(messageBody, 'Deleted'), ...errors },
});

export const addCommentRoute = createRoute({
  ...base,
  method: 'post',
  path: '/discussions/{discussionId}/comment',
  description: 'JSON (or a form): body. Anyone who can read the file or insight.',
  request: { params: discussionParams },
  responses: { 201: comment, ...errors },
});

export const updateCommentRoute = createRoute({
  ...base,
  method: 'put',
  path: '/discussions/{discussionId}/comment/{commentId}',
  description: 'JSON (or a form): body. Its author only.',
  request: { params: commentParams },
  responses: { 200: comment, ...errors },
});

export const deleteCommentRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/discussions/{discussionId}/comment/{commentId}',
  description: 'Its author only.',
  request: { params: commentParams },
  responses: { 200: json(messageBody, 'Deleted'), ...errors },
});
