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
import { errorResponses, json, jsonBody } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const workspaceParams = { params: z.object({ workspaceId: pathId }) };
const teamParams = { params: z.object({ workspaceId: pathId, teamId: pathId }) };
const inviteParams = { params: z.object({ workspaceId: pathId, inviteId: pathId }) };
const notFoundResponse = json(messageBody, 'Not found, or not visible to the caller');
const oneWorkspace = json(dataOf(workspaceResource), 'The workspace as the caller sees it (with pending invites for managers)');
const done = json(messageBody, 'Done');
const responses = (ok: ReturnType<typeof json>) => ({ 200: ok, ...errorResponses, 404: notFoundResponse });

export const addTeamRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/add',
  description: 'A manager attaches a team they administer.',
  request: { ...workspaceParams, ...jsonBody(workspaceTeamBody) },
  responses: responses(oneWorkspace),
});

export const inviteRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/invite',
  description: 'A manager invites a team (team_id) or a person (email).',
  request: { ...workspaceParams, ...jsonBody(workspaceInviteBody) },
  responses: { 201: oneWorkspace, ...errorResponses, 404: notFoundResponse },
});

export const cancelInviteRoute = createRoute({
  method: 'delete',
  path: '/workspaces/{workspaceId}/invite',
  request: { ...workspaceParams, query: cancelWorkspaceInviteQuery },
  responses: responses(oneWorkspace),
});

export const acceptTeamInviteRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/invite/{teamId}',
  description: 'An admin of the invited team accepts.',
  request: teamParams,
  responses: responses(oneWorkspace),
});

export const declineTeamInviteRoute = createRoute({
  method: 'delete',
  path: '/workspaces/{workspaceId}/invite/{teamId}',
  request: teamParams,
  responses: responses(done),
});

export const acceptUserInviteRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/user-invite/{inviteId}',
  description: 'The invited person accepts, bringing one of their admin teams (team_id) or, with none, a new personal team.',
  request: { ...inviteParams, body: { content: { 'application/json': { schema: acceptUserInviteBody } }, required: false } },
  responses: responses(oneWorkspace),
});

export const declineUserInviteRoute = createRoute({
  method: 'delete',
  path: '/workspaces/{workspaceId}/user-invite/{inviteId}',
  request: inviteParams,
  responses: responses(done),
});

export const teamAccessRoute = createRoute({
  method: 'put',
  path: '/workspaces/{workspaceId}/teams/{teamId}',
  request: { ...teamParams, ...jsonBody(workspaceTeamAccessBody) },
  responses: responses(oneWorkspace),
});

export const removeTeamRoute = createRoute({
  method: 'delete',
  path: '/workspaces/{workspaceId}/teams/{teamId}',
  request: teamParams,
  responses: responses(oneWorkspace),
});

export const leaveRoute = createRoute({
  method: 'delete',
  path: '/workspaces/{workspaceId}/team/{teamId}/leave',
  description: 'An admin of the team takes it out of the workspace.',
  request: teamParams,
  responses: responses(done),
});

export const transferRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/transfer',
  request: { ...workspaceParams, ...jsonBody(workspaceTeamBody) },
  responses: responses(oneWorkspace),
});
