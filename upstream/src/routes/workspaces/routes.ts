import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, listOf, messageBody, pageOf, paginationQuery } from '@/lib/contract/common';
import { workspaceGoalsBody, workspaceInviteResource, workspaceResource, workspaceStatusBody } from '@/lib/contract/workspaces';
import { errorResponses, json, jsonBody } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const workspaceParams = { params: z.object({ workspaceId: pathId }) };
const notFoundResponse = json(messageBody, 'Not found, or not visible to the caller');
const oneWorkspace = json(dataOf(workspaceResource), 'The workspace as the caller sees it');

export const listWorkspacesRoute = createRoute({
  method: 'get',
  path: '/workspaces',
  request: { query: paginationQuery },
  responses: { 200: json(pageOf(workspaceResource), 'Approved workspaces the caller can open, by name'), ...errorResponses },
});

export const allWorkspacesRoute = createRoute({
  method: 'get',
  path: '/workspaces/all',
  responses: { 200: json(listOf(workspaceResource), 'Every workspace of the caller’s teams, pending and disapproved requests included'), ...errorResponses },
});

export const workspaceInvitesRoute = createRoute({
  method: 'get',
  path: '/workspaces/invites',
  responses: { 200: json(listOf(workspaceInviteResource), 'Workspace invites waiting for the caller'), ...errorResponses },
});

export const createWorkspaceRoute = createRoute({
  method: 'post',
  path: '/workspaces',
  description:
    'multipart/form-data: image (file, optional), name, description, team_id (owner team; the caller administers it), status, restrict_resource_creation. Starts pending until a super-administrator approves it.',
  responses: { 201: json(dataOf(workspaceResource), 'The workspace request'), ...errorResponses },
});

export const showWorkspaceRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}',
  request: workspaceParams,
  responses: { 200: oneWorkspace, ...errorResponses, 404: notFoundResponse },
});

export const updateWorkspaceRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}',
  description: 'multipart/form-data: image (file, optional), name, description, restrict_resource_creation. Admins of the owner team only.',
  request: workspaceParams,
  responses: { 200: oneWorkspace, ...errorResponses, 404: notFoundResponse },
});

export const deleteWorkspaceRoute = createRoute({
  method: 'delete',
  path: '/workspaces/{workspaceId}',
  request: workspaceParams,
  responses: { 200: json(messageBody, 'Deleted'), ...errorResponses, 404: notFoundResponse },
});

export const workspaceGoalsRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/goals',
  request: { ...workspaceParams, ...jsonBody(workspaceGoalsBody) },
  responses: { 200: oneWorkspace, ...errorResponses, 404: notFoundResponse },
});

export const workspaceStatusRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/status',
  request: { ...workspaceParams, ...jsonBody(workspaceStatusBody) },
  responses: { 200: oneWorkspace, ...errorResponses, 404: notFoundResponse },
});
