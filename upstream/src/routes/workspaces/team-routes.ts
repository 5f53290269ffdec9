import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import {
  acceptUserInviteBody,
  cancelWorkspaceInviteQuery,
  workspaceInviteBody,
  workspaceResource,
  workspaceTeamAccessBody,
  workspaceTeamBody,
} from '@/lib/contract/workspaces';
import { bearerSecurity, errorResponses, json, jsonBody } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { pathId } from '../../lib/path-ids';

const base = { tags: ['workspaces'], security: bearerSecurity, middleware: [requireAuth('workspaces')] };
const workspaceParams = { params: z.object({ workspaceId: pathId }) };
const teamParams = { params: z.object({ workspaceId: pathId, teamId: pathId }) };
const inviteParams = { params: z.object({ workspaceId: pathId, inviteId: pathId }) };
const notFoundResponse = json(messageBody, 'Not found, or not visible to the caller');
const oneWorkspace = json(dataOf(workspaceResource), 'The workspace as the caller sees it (with pending invites for managers)');
const done = json(messageBody, 'Done');
const responses = (ok: ReturnType<typeof json>) => ({ 200: ok, ...errorResponses, 404: notFoundResponse });

export const addTeamRoute = createRoute({
  ...base,
  method: 'post',
  path: '/workspaces/{workspaceId}/add',
  description: 'A manager attaches a team they administer.',
  request: { ...workspaceParams, ...jsonBody(workspaceTeamBody) },
  responses: responses(oneWorkspace),
});

export const inviteRoute = createRoute({
  ...base,
  method: 'post',
  path: '/workspaces/{workspaceId}/invite',
  description: 'A manager invites a team (team_id) or a person (email).',
  request: { ...workspaceParams, ...jsonBody(workspaceInviteBody) },
  responses: { 201: oneWorkspace, ...errorResponses, 404: notFoundResponse },
});

export const cancelInviteRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/workspaces/{workspaceId}/invite',
  request: { ...workspaceParams, query: cancelWorkspaceInviteQuery },
  responses: responses(oneWorkspace),
});

export const acceptTeamInviteRoute = createRoute({
  ...base,
  method: 'post',
  path: '/workspaces/{workspaceId}/invite/{teamId}',
  description: 'An admin of the invited team accepts.',
  request: teamParams,
  responses: responses(oneWorkspace),
});

export const declineTeamInviteRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/workspaces/{workspaceId}/invite/{teamId}',
  request: teamParams,
  responses: responses(done),
});

export const acceptUserInviteRoute = createRoute({
  ...base,
  method: 'post',
  path: '/workspaces/{workspaceId}/user-invite/{inviteId}',
  description: 'The invited person accepts, bringing one of their admin teams (team_id) or, with none, a new personal team.',
  request: { ...inviteParams, body: { content: { 'application/json': { schema: acceptUserInviteBody } }, required: false } },
  responses: responses(oneWorkspace),
});

export const declineUserInviteRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/workspaces/{workspaceId}/user-invite/{inviteId}',
  request: inviteParams,
  responses: responses(done),
});

export const teamAccessRoute = createRoute({
  ...base,
  method: 'put',
  path: '/workspaces/{workspaceId}/teams/{teamId}',
  request: { ...teamParams, ...jsonBody(workspaceTeamAccessBody) },
  responses: responses(oneWorkspace),
});

export const removeTeamRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/workspaces/{workspaceId}/teams/{teamId}',
  request: teamParams,
  responses: responses(oneWorkspace),
});

export const leaveRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/workspaces/{workspaceId}/team/{teamId}/leave',
  description: 'An admin of the team takes it out of the workspace.',
  request: teamParams,
  responses: responses(done),
});

export const transferRoute = createRoute({
  ...base,
  method: 'post',
  path: '/workspaces/{workspaceId}/transfer',
  request: { ...workspaceParams, ...jsonBody(workspaceTeamBody) },
  responses: responses(oneWorkspace),
});
