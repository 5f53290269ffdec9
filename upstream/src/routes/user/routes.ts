import { createRoute } from '@hono/zod-openapi';
import { dataOf } from '@/lib/contract/common';
import { overviewResource, uploadResource, userResource } from '@/lib/contract/user';
import { bearerSecurity, errorResponses, json } from '../../lib/router';

export const getUserRoute = createRoute({
  method: 'get',
  path: '/user',
  tags: ['user'],
  security: bearerSecurity,
  responses: { 200: json(dataOf(userResource), 'The signed-in user'), 401: errorResponses[401] },
});

export const updateUserRoute = createRoute({
  method: 'post',
  path: '/user',
  tags: ['user'],
  security: bearerSecurity,
  description: 'multipart/form-data: image (file, optional), first_name, last_name',
  responses: { 200: json(dataOf(userResource), 'Updated user'), ...errorResponses },
});

export const overviewRoute = createRoute({
  method: 'get',
  path: '/user/overview',
  tags: ['user'],
  security: bearerSecurity,
  responses: { 200: json(dataOf(overviewResource), 'Counts for the home screen'), 401: errorResponses[401] },
});

export const uploadRoute = createRoute({
  method: 'post',
  path: '/uploads',
  tags: ['uploads'],
  security: bearerSecurity,
  description: 'multipart/form-data: image (png, jpg, gif or webp by content; UPLOAD_MAX_BYTES)',
  responses: { 201: json(dataOf(uploadResource), 'Stored image'), ...errorResponses },
});
