import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { commentResource, discussionResource } from '@/lib/contract/discussions';
import { errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

/**
 * Discussions belong to a file, an insight, a meeting or a task: the token needs the ability of one
 * of those areas to get in (the router's `authenticate`), and the subject's own, checked in the
 * handler once the discussion is loaded; access follows the subject.
 */
const errors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
const discussionParams = z.object({ discussionId: pathId });
const commentParams = z.object({ discussionId: pathId, commentId: pathId });
const comment = json(dataOf(commentResource), 'The comment');

export const updateDiscussionRoute = createRoute({
  method: 'post',
  path: '/discussions/{discussionId}',
  description: 'JSON (or a form): title, body; the fields sent change. Its author, or someone who may edit the file or insight.',
  request: { params: discussionParams },
  responses: { 200: json(dataOf(discussionResource), 'The discussion with its comments'), ...errors },
});

export const deleteDiscussionRoute = createRoute({
  method: 'delete',
  path: '/discussions/{discussionId}',
  description: 'Its author, or someone who may edit the file or insight. Its comments go with it.',
  request: { params: discussionParams },
  responses: { 200: json(messageBody, 'Deleted'), ...errors },
});

export const addCommentRoute = createRoute({
  method: 'post',
  path: '/discussions/{discussionId}/comment',
  description: 'JSON (or a form): body. Anyone who can read the file or insight.',
  request: { params: discussionParams },
  responses: { 201: comment, ...errors },
});

export const updateCommentRoute = createRoute({
  method: 'put',
  path: '/discussions/{discussionId}/comment/{commentId}',
  description: 'JSON (or a form): body. Its author only.',
  request: { params: commentParams },
  responses: { 200: comment, ...errors },
});

export const deleteCommentRoute = createRoute({
  method: 'delete',
  path: '/discussions/{discussionId}/comment/{commentId}',
  description: 'Its author only.',
  request: { params: commentParams },
  responses: { 200: json(messageBody, 'Deleted'), ...errors },
});
