import { createRoute, z } from '@hono/zod-openapi';
import { listOf, messageBody } from '@/lib/contract/common';
import { workspaceMemberResource } from '@/lib/contract/workspaces';
import { errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

export const membersRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/members',
  description: 'Everyone who can see the workspace (members of its teams): attendees, assignees, mentions.',
  request: { params: z.object({ workspaceId: pathId }) },
  responses: {
    200: json(listOf(workspaceMemberResource), 'The members'),
    ...errorResponses,
    404: json(messageBody, 'Not found, or not visible to the caller'),
  },
});
