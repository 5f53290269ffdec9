import { createRoute } from '@hono/zod-openapi';
import { dataOf } from '@/lib/contract/common';
import { overviewResource, userResource } from '@/lib/contract/user';
import { errorResponses, json } from '../../lib/router';

export const getUserRoute = createRoute({
  method: 'get',
  path: '/user',
  responses: { 200: json(dataOf(userResource), 'The signed-in user'), 401: errorResponses[401] },
});

export const updateUserRoute = createRoute({
  method: 'post',
  path: '/user',
  description: 'multipart/form-data: image (file, optional), first_name, last_name',
  responses: { 200: json(dataOf(userResource), 'Updated user'), ...errorResponses },
});

export const overviewRoute = createRoute({
  method: 'get',
  path: '/user/overview',
  responses: { 200: json(dataOf(overviewResource), 'Counts for the home screen'), 401: errorResponses[401] },
});
