import { createRoute } from '@hono/zod-openapi';
import { dataOf, pageOf, paginationQuery } from '@/lib/contract/common';
import { reviewWorkspaceBody, workspaceRequestResource } from '@/lib/contract/workspaces';
import { errorResponses, json, jsonBody } from '../../lib/router';

const reviewed = json(dataOf(workspaceRequestResource), 'The reviewed request');

export const pendingRoute = createRoute({
  method: 'get',
  path: '/superadmin/pending-workspace-requests',
  request: { query: paginationQuery },
  responses: { 200: json(pageOf(workspaceRequestResource), 'Pending workspace requests, oldest first'), ...errorResponses },
});

export const approveRoute = createRoute({
  method: 'post',
  path: '/superadmin/approve-workspace',
  request: jsonBody(reviewWorkspaceBody),
  responses: { 200: reviewed, ...errorResponses },
});

export const disapproveRoute = createRoute({
  method: 'post',
  path: '/superadmin/disapprove-workspace',
  request: jsonBody(reviewWorkspaceBody),
  responses: { 200: reviewed, ...errorResponses },
});
