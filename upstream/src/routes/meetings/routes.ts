import { createRoute, z } from '@hono/zod-openapi';
import { contentFilterQuery } from '@/lib/contract/content-common';
import { dataOf, listOf, messageBody, pageOf } from '@/lib/contract/common';
import { discussionBody, discussionResource } from '@/lib/contract/discussions';
import { cloneBody, copyBody, meetingDetailResource, meetingListQuery, meetingResource, meetingSearchQuery } from '@/lib/contract/meetings';
import { pathId } from '../../lib/path-ids';
import { jsonDoc } from '../../lib/resource-router';
import { errorResponses, json } from '../../lib/router';

/** Shared with agenda-routes.ts. */
export const meetingParams = z.object({ meetingId: pathId });
export const meetingErrors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
export const deleted = json(messageBody, 'Deleted');

const detail = json(dataOf(meetingDetailResource), 'The meeting with its goals and topics (in order), tasks and discussions');
/**
 * The list's query parameters for the OpenAPI document: the contract's `meetingListQuery` is an
 * intersection, which zod-openapi cannot turn into parameters; the handler parses the contract itself.
 */
const listParameters = z.object({ ...contentFilterQuery.shape, ...meetingListQuery.def.right.shape });
const FIELDS =
  'description, location, time_zone (IANA, default UTC), attendee_ids (members of the workspace; each new one is invited), ' +
  'workspace_company_retailer_id, workspace_company_brand_id, workspace_company_product_id (records of the workspace)';

export const listMeetingsRoute = createRoute({
  method: 'get',
  path: '/meetings',
  description:
    'Global filters: workspace_ids (the visible ones among them; none = all), retailer_ids, brand_ids, product_ids (workspace record ids), ' +
    'date_from/date_to (start, inclusive UTC days), search (title or description), attendee_id, when = upcoming (not ended yet, soonest first) | ' +
    'past (ended, latest first) | all (latest start first). An explicit sort (name = title, created_at) replaces that order. category does not apply.',
  request: { query: listParameters },
  responses: { 200: json(pageOf(meetingResource), 'Meetings, paged'), ...meetingErrors },
});

export const searchMeetingsRoute = createRoute({
  method: 'get',
  path: '/meetings/search',
  description:
    'At most 10 visible meetings whose title contains q: upcoming ones first (soonest first), then past ones (latest first). workspace_ids narrows it.',
  request: { query: meetingSearchQuery },
  responses: { 200: json(listOf(meetingResource), 'Meetings'), ...meetingErrors },
});

export const createMeetingRoute = createRoute({
  method: 'post',
  path: '/meetings',
  description: `JSON (or a form): workspace_id, title, starts_at (ISO 8601 with offset), ends_at (default 30 minutes later), goals[], topics[] (titles, in order), ${FIELDS}. Section 6's create right in the workspace.`,
  responses: { 201: detail, ...meetingErrors },
});

export const showMeetingRoute = createRoute({
  method: 'get',
  path: '/meetings/{meetingId}',
  request: { params: meetingParams },
  responses: { 200: detail, ...meetingErrors },
});

export const updateMeetingRoute = createRoute({
  method: 'put',
  path: '/meetings/{meetingId}',
  description: `JSON (or a form): title, starts_at, ends_at (a new start alone keeps the length), ${FIELDS}. The fields sent change; null clears. Its author or a workspace admin.`,
  request: { params: meetingParams },
  responses: { 200: detail, ...meetingErrors },
});

export const deleteMeetingRoute = createRoute({
  method: 'delete',
  path: '/meetings/{meetingId}',
  description: 'Its author or a workspace admin. Its tasks stay, without the meeting.',
  request: { params: meetingParams },
  responses: { 200: deleted, ...meetingErrors },
});

export const meetingDiscussionRoute = createRoute({
  method: 'post',
  path: '/meetings/{meetingId}/discussion',
  description: 'Starts a discussion on a meeting the caller can read (read-only teams included).',
  request: { params: meetingParams },
  responses: { 201: json(dataOf(discussionResource), 'The discussion'), ...meetingErrors },
});

export const cloneMeetingRoute = createRoute({
  method: 'post',
  path: '/meetings/{meetingId}/clone',
  description:
    'A new meeting in the same workspace (create right there): title (default "<title> (copy)"), starts_at (default the same; the length is kept). Attendees, goals and topics are carried, tasks and discussions are not.',
  request: { params: meetingParams },
  responses: { 201: detail, ...meetingErrors },
});

export const copyMeetingRoute = createRoute({
  method: 'post',
  path: '/meetings/{meetingId}/copy',
  description:
    "Like clone, into workspace_id (create right there). Only attendees who are members there are kept; the retailer, brand and product (the source workspace's records) are dropped.",
  request: { params: meetingParams },
  responses: { 201: detail, ...meetingErrors },
});

/**
 * Documented here, read by the handlers after their access check (createResourceRouter's `body`).
 * The clone's body is optional: a bare POST clones with the defaults.
 */
export const meetingBodies = {
  discussion: jsonDoc(discussionBody),
  clone: { content: { 'application/json': { schema: cloneBody } }, required: false },
  copy: jsonDoc(copyBody),
};
