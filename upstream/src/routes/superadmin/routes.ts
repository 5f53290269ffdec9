import { createRoute, z } from '@hono/zod-openapi';
import { impersonateBody } from '@/lib/contract/auth';
import { dataOf, pageOf, paginationQuery } from '@/lib/contract/common';
import { userResource } from '@/lib/contract/user';
import { errorResponses, json, jsonBody } from '../../lib/router';

export const usersRoute = createRoute({
  method: 'get',
  path: '/superadmin/users',
  request: { query: paginationQuery.extend({ search: z.string().max(100).optional() }) },
  responses: { 200: json(pageOf(userResource), 'Users, newest first'), ...errorResponses },
});

export const impersonateRoute = createRoute({
  method: 'post',
  path: '/superadmin/impersonate',
  request: jsonBody(impersonateBody),
  responses: { 200: json(dataOf(z.object({ token: z.string() })), 'An impersonation token'), ...errorResponses },
});

/** Project addition, called server-side by the BFF's page gate only (not in the browser allowlist). */
export const verifyRoute = createRoute({
  method: 'post',
  path: '/superadmin/impersonation/verify',
  request: jsonBody(z.object({ token: z.string().min(1).max(200) })),
  responses: { 200: json(dataOf(z.object({ user_id: z.number().int() })), 'The impersonated user'), ...errorResponses },
});
