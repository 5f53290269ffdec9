import { createRoute } from '@hono/zod-openapi';
import { dataOf, pageOf, paginationQuery } from '@/lib/contract/common';
import { reviewWorkspaceBody, workspaceRequestResource } from '@/lib/contract/workspaces';
import type { AppDeps, UserRow } from '../../app-env';
import { bearerSecurity, createRouter, errorResponses, json, jsonBody } from '../../lib/router';
import { requireAuth, requireSuperadmin } from '../../middleware/auth';
import { listWorkspaceRequests } from '../../services/workspaces/list-workspace-requests';
import { presentWorkspaceRequests } from '../../services/workspaces/present-workspace-requests';
import { reviewWorkspaceRequest } from '../../services/workspaces/review-workspace-request';

const base = { tags: ['superadmin'], security: bearerSecurity, middleware: [requireAuth('superadmin'), requireSuperadmin] };
const reviewed = json(dataOf(workspaceRequestResource), 'The reviewed request');

const pendingRoute = createRoute({
  ...base,
  method: 'get',
  path: '/superadmin/pending-workspace-requests',
  request: { query: paginationQuery },
  responses: { 200: json(pageOf(workspaceRequestResource), 'Pending workspace requests, oldest first'), ...errorResponses },
});

const approveRoute = createRoute({
  ...base,
  method: 'post',
  path: '/superadmin/approve-workspace',
  request: jsonBody(reviewWorkspaceBody),
  responses: { 200: reviewed, ...errorResponses },
});

const disapproveRoute = createRoute({
  ...base,
  method: 'post',
  path: '/superadmin/disapprove-workspace',
  request: jsonBody(reviewWorkspaceBody),
  responses: { 200: reviewed, ...errorResponses },
});

/** The super-administrator's review of workspace requests (`/admin`). */
export const workspaceRequestsRouter = createRouter();

workspaceRequestsRouter.openapi(pendingRoute, async (c) => {
  const { page, per_page } = c.req.valid('query');
  return c.json(await listWorkspaceRequests(c.var.deps.db, c.var.auth.user.id, page, per_page), 200);
});

workspaceRequestsRouter.openapi(approveRoute, async (c) => {
  const { workspace_id, note } = c.req.valid('json');
  return c.json({ data: await review(c.var.deps, c.var.auth.user, workspace_id, 'approved', note) }, 200);
});

workspaceRequestsRouter.openapi(disapproveRoute, async (c) => {
  const { workspace_id, note } = c.req.valid('json');
  return c.json({ data: await review(c.var.deps, c.var.auth.user, workspace_id, 'disapproved', note) }, 200);
});

async function review(deps: AppDeps, reviewer: UserRow, workspaceId: number, decision: 'approved' | 'disapproved', note?: string) {
  const row = await reviewWorkspaceRequest(deps, reviewer, workspaceId, decision, note);
  const [request] = await presentWorkspaceRequests(deps.db, reviewer.id, [row]);
  return request;
}
