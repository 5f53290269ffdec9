import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, idParam, messageBody, pageOf } from '@/lib/contract/common';
import {
  cancelTeamInviteQuery,
  findTeamQuery,
  teamFindResult,
  teamInviteBody,
  teamInviteSummary,
  teamListQuery,
  teamMember,
  teamResource,
  teamRoleBody,
} from '@/lib/contract/teams';
import { errorResponses, json } from '../../lib/router';
import { jsonDoc } from '../../lib/resource-router';

const teamParams = z.object({ teamId: idParam });
const memberParams = z.object({ teamId: idParam, userId: idParam });
const inviteParams = z.object({ inviteId: idParam });

const errors = { ...errorResponses, 404: json(messageBody, 'Not found (or not visible to the caller)') };

// `teams/find` and `teams/invite/...` never meet `teams/{teamId}`: path ids route digits only.
export const listTeamsRoute = createRoute({
  method: 'get',
  path: '/teams',
  request: { query: teamListQuery },
  responses: { 200: json(pageOf(teamResource), "The caller's teams by name, with their role"), ...errorResponses },
});

export const createTeamRoute = createRoute({
  method: 'post',
  path: '/teams',
  description: 'multipart/form-data: image (file, optional), name, description, company_name or company_id',
  responses: { 201: json(dataOf(teamResource), 'The new team; the caller is its admin'), ...errorResponses },
});

export const findTeamsRoute = createRoute({
  method: 'get',
  path: '/teams/find',
  request: { query: findTeamQuery },
  responses: { 200: json(dataOf(teamFindResult), 'The account with that email (or null) and the admin teams it can be invited to'), ...errorResponses },
});

export const getTeamRoute = createRoute({
  method: 'get',
  path: '/teams/{teamId}',
  request: { params: teamParams },
  responses: { 200: json(dataOf(teamResource), 'The team with members; pending invites for admins'), ...errors },
});

export const updateTeamRoute = createRoute({
  method: 'post',
  path: '/teams/{teamId}',
  description: 'multipart/form-data: image (file, optional), name, description. Admins only.',
  request: { params: teamParams },
  responses: { 200: json(dataOf(teamResource), 'The updated team'), ...errors },
});

export const deleteTeamRoute = createRoute({
  method: 'delete',
  path: '/teams/{teamId}',
  request: { params: teamParams },
  responses: { 200: json(messageBody, 'Deleted'), ...errors },
});

export const inviteRoute = createRoute({
  method: 'post',
  path: '/teams/{teamId}/invite',
  request: { params: teamParams },
  responses: { 201: json(dataOf(teamInviteSummary), 'Invite stored and mailed'), ...errors },
});

export const cancelInviteRoute = createRoute({
  method: 'delete',
  path: '/teams/{teamId}/invite',
  request: { params: teamParams, query: cancelTeamInviteQuery },
  responses: { 200: json(messageBody, 'Invite withdrawn'), ...errors },
});

export const removeMemberRoute = createRoute({
  method: 'delete',
  path: '/teams/{teamId}/members/{userId}',
  request: { params: memberParams },
  responses: { 200: json(messageBody, 'Member removed'), ...errors },
});

export const changeRoleRoute = createRoute({
  method: 'put',
  path: '/teams/{teamId}/members/{userId}',
  request: { params: memberParams },
  responses: { 200: json(dataOf(teamMember), 'The member with the new role'), ...errors },
});

export const leaveRoute = createRoute({
  method: 'delete',
  path: '/teams/{teamId}/leave',
  request: { params: teamParams },
  responses: { 200: json(messageBody, 'Left the team'), ...errors },
});

export const acceptInviteRoute = createRoute({
  method: 'post',
  path: '/teams/invite/{inviteId}',
  request: { params: inviteParams },
  responses: { 200: json(dataOf(teamResource), 'The team joined'), ...errors },
});

export const declineInviteRoute = createRoute({
  method: 'delete',
  path: '/teams/invite/{inviteId}',
  request: { params: inviteParams },
  responses: { 200: json(messageBody, 'Invite declined'), ...errors },
});

/** Documented here, read by the handlers after their access check (createResourceRouter's `body`). */
export const bodies = { invite: jsonDoc(teamInviteBody), role: jsonDoc(teamRoleBody) };
