import { createRoute } from '@hono/zod-openapi';
import {
  defaultWorkspaceBody,
  defaultWorkspaceResource,
  invitesResource,
  otherUserResource,
  phoneBody,
  phoneCodeBody,
  workspaceApprovalBody,
} from '@/lib/contract/account';
import { dataOf, listOf, messageBody } from '@/lib/contract/common';
import { userResource } from '@/lib/contract/user';
import { authErrors, errorResponses, json, jsonBody } from '../../lib/router';

const tooMany = { 429: json(messageBody, 'Rate limited; see Retry-After') };

export const addPhoneRoute = createRoute({
  method: 'post',
  path: '/user/phone',
  description: 'Texts a 6-digit code (10 minutes, 5 tries) to the number; it is saved once verified.',
  request: jsonBody(phoneBody),
  responses: { 200: json(messageBody, 'Code sent'), ...errorResponses, ...tooMany, 502: json(messageBody, 'SMS gateway failed') },
});

export const verifyPhoneRoute = createRoute({
  method: 'put',
  path: '/user/phone',
  request: jsonBody(phoneCodeBody),
  responses: { 200: json(dataOf(userResource), 'User with the verified phone'), ...errorResponses, ...tooMany },
});

export const deletePhoneRoute = createRoute({
  method: 'delete',
  path: '/user/phone',
  responses: { 200: json(dataOf(userResource), 'User without a phone'), ...authErrors },
});

export const otherUsersRoute = createRoute({
  method: 'get',
  path: '/user/other-users',
  responses: { 200: json(listOf(otherUserResource), 'People sharing a team with the caller, by name'), ...authErrors },
});

export const getDefaultWorkspaceRoute = createRoute({
  method: 'get',
  path: '/user/default-workspace',
  responses: {
    200: json(dataOf(defaultWorkspaceResource), 'Saved default workspace (null when none or no longer accessible)'),
    ...authErrors,
  },
});

export const setDefaultWorkspaceRoute = createRoute({
  method: 'post',
  path: '/user/default-workspace',
  request: jsonBody(defaultWorkspaceBody),
  responses: { 200: json(dataOf(defaultWorkspaceResource), 'Saved'), ...errorResponses },
});

export const workspaceApprovalRoute = createRoute({
  method: 'post',
  path: '/user/workspace-approval',
  description:
    'Reminds the super-administrators of a pending workspace the caller requested or administers: one reminder an hour per workspace, whoever sends it, and 5 an hour per person (429 with `Retry-After` and a message saying when).',
  request: jsonBody(workspaceApprovalBody),
  responses: { 200: json(messageBody, 'Request for approval has been received'), ...errorResponses, ...tooMany },
});

export const invitesRoute = createRoute({
  method: 'get',
  path: '/user/invites',
  responses: { 200: json(dataOf(invitesResource), 'Pending team and workspace invites for the caller'), ...authErrors },
});
