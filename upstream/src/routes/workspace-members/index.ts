import { createRoute, z } from '@hono/zod-openapi';
import { listOf, messageBody } from '@/lib/contract/common';
import { workspaceMemberResource } from '@/lib/contract/workspaces';
import { bearerSecurity, createRouter, errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';
import { requireAuth } from '../../middleware/auth';
import { requireContentWorkspaces } from '../../services/access/content-guard';
import { listWorkspaceMembers } from '../../services/workspace-members/list-workspace-members';

const membersRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/members',
  tags: ['workspaces'],
  security: bearerSecurity,
  middleware: [requireAuth('workspaces')],
  description: 'Everyone who can see the workspace (members of its teams): attendees, assignees, mentions.',
  request: { params: z.object({ workspaceId: pathId }) },
  responses: {
    200: json(listOf(workspaceMemberResource), 'The members'),
    ...errorResponses,
    404: json(messageBody, 'Not found, or not visible to the caller'),
  },
});

/** Project addition: the people pickers of meetings, tasks and comments need a workspace's members. */
export const workspaceMembersRouter = createRouter();
workspaceMembersRouter.openapi(membersRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  await requireContentWorkspaces(c.var.deps.db, c.var.auth.user.id, [workspaceId], 'read');
  return c.json({ data: await listWorkspaceMembers(c.var.deps.db, workspaceId) }, 200);
});
