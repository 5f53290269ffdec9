import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { FOLLOW_KINDS, followState } from '@/lib/contract/follows';
import { pathId } from '../../lib/path-ids';
import { errorResponses, json } from '../../lib/router';

/**
 * Following a record (issue 33): anyone who can read it. The token needs the ability of the
 * record's area (tasks, meetings, files, insights; workspaces for workspace retailers, brands and
 * products; companies for monitored products), `:read` to look and `:write` to change.
 */
const errors = { ...errorResponses, 404: json(messageBody, 'No such record, or not readable by the caller') };
const params = z.object({ kind: z.enum(FOLLOW_KINDS), recordId: pathId });
const state = json(dataOf(followState), 'Whether the caller follows the record');
const KINDS = `kind: ${FOLLOW_KINDS.join(', ')}`;

export const getFollowRoute = createRoute({
  method: 'get',
  path: '/follows/{kind}/{recordId}',
  summary: 'Whether I follow a record',
  description: `${KINDS}. Creators, assignees and commenters follow automatically.`,
  request: { params },
  responses: { 200: state, ...errors },
});

export const followRoute = createRoute({
  method: 'put',
  path: '/follows/{kind}/{recordId}',
  summary: 'Follow a record',
  description: `${KINDS}. Idempotent. Followers get FollowedActivity for comments, new file versions, status, due date, assignee and time changes made by others.`,
  request: { params },
  responses: { 200: state, ...errors },
});

export const unfollowRoute = createRoute({
  method: 'delete',
  path: '/follows/{kind}/{recordId}',
  summary: 'Unfollow a record',
  description: `${KINDS}. Idempotent, and it sticks: creating, being assigned or commenting later does not follow the record again.`,
  request: { params },
  responses: { 200: state, ...errors },
});
