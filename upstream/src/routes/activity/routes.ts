import { createRoute, z } from '@hono/zod-openapi';
import { activityPage, activityQuery } from '@/lib/contract/activity';
import { companyErrors, companyParams } from '../../lib/company-access';
import { errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const workspaceParams = z.object({ workspaceId: pathId });

export const workspaceActivityRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/activity',
  description: "The workspace's activity feed, newest first: every write to it and to its records, by whom. Anyone who can read the workspace; 404 otherwise.",
  request: { params: workspaceParams, query: activityQuery },
  responses: { 200: json(activityPage, 'A page of activity (keyset: `next_before`)'), ...companyErrors },
});

export const companyActivityRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/activity',
  description:
    "The company's audit log, newest first: every write to the company and its catalogue. Admins of a team of the company; members get 403, " +
    'except for one catalogue record’s history (`subject_type` brands, products, images, retailers, categories, contacts, partners, distributors, reviews, monitoring-products, variations, pages or reports, with `subject_id`), which every member reads.',
  request: { params: companyParams, query: activityQuery },
  responses: { 200: json(activityPage, 'A page of activity (keyset: `next_before`)'), ...companyErrors },
});

export const allActivityRoute = createRoute({
  method: 'get',
  path: '/superadmin/activity',
  description: 'The whole activity log, newest first, for super-administrators (their own session only).',
  request: { query: activityQuery },
  responses: { 200: json(activityPage, 'A page of activity (keyset: `next_before`)'), ...errorResponses },
});
