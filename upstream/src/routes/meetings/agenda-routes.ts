import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, listOf } from '@/lib/contract/common';
import { agendaItemResource, orderBody, topicResource } from '@/lib/contract/meetings';
import { pathId } from '../../lib/path-ids';
import { jsonDoc } from '../../lib/resource-router';
import { json } from '../../lib/router';
import type { AgendaKind } from '../../services/meetings/agenda';
import { deleted, meetingErrors, meetingParams } from './routes';

/**
 * A meeting's goals and topics: the same calls for both lists. Writing the agenda needs the write
 * right in the meeting's workspace (a full-access team); a goal (topic) of another meeting is a 404.
 */
const itemOf = (kind: AgendaKind) => (kind === 'goal' ? agendaItemResource : topicResource);
const fieldsOf = (kind: AgendaKind) => (kind === 'goal' ? 'title, description' : 'title, description, duration_minutes');

export const addAgendaRoute = (kind: AgendaKind) =>
  createRoute({
    method: 'post',
    path: `/meetings/{meetingId}/${kind}`,
    description: `JSON (or a form): ${fieldsOf(kind)}. Added at the end of the list.`,
    request: { params: meetingParams },
    responses: { 201: json(dataOf(itemOf(kind)), `The ${kind}`), ...meetingErrors },
  });

export const orderAgendaRoute = (kind: AgendaKind) =>
  createRoute({
    method: 'post',
    path: `/meetings/{meetingId}/${kind}/order`,
    description: `ids: every ${kind} of the meeting exactly once, in the new order (422 otherwise). Positions become 0..n-1.`,
    request: { params: meetingParams },
    responses: { 200: json(listOf(itemOf(kind)), `The ${kind}s in their new order`), ...meetingErrors },
  });

const goalParams = z.object({ meetingId: pathId, goalId: pathId });
const topicParams = z.object({ meetingId: pathId, topicId: pathId });
const UPDATE = 'JSON (or a form): the fields sent change; null clears an optional one.';
const DELETE = 'The rest of the list is renumbered 0..n-1.';

export const updateGoalRoute = createRoute({
  method: 'put',
  path: '/meetings/{meetingId}/goal/{goalId}',
  description: `${UPDATE} Fields: ${fieldsOf('goal')}.`,
  request: { params: goalParams },
  responses: { 200: json(dataOf(agendaItemResource), 'The goal'), ...meetingErrors },
});

export const deleteGoalRoute = createRoute({
  method: 'delete',
  path: '/meetings/{meetingId}/goal/{goalId}',
  description: DELETE,
  request: { params: goalParams },
  responses: { 200: deleted, ...meetingErrors },
});

export const updateTopicRoute = createRoute({
  method: 'put',
  path: '/meetings/{meetingId}/topic/{topicId}',
  description: `${UPDATE} Fields: ${fieldsOf('topic')}.`,
  request: { params: topicParams },
  responses: { 200: json(dataOf(topicResource), 'The topic'), ...meetingErrors },
});

export const deleteTopicRoute = createRoute({
  method: 'delete',
  path: '/meetings/{meetingId}/topic/{topicId}',
  description: DELETE,
  request: { params: topicParams },
  responses: { 200: deleted, ...meetingErrors },
});

/** Documented here, read by the handler after its access check (createResourceRouter's `body`). */
export const agendaBodies = { order: jsonDoc(orderBody) };
