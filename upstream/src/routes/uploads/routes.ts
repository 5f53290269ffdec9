import { createRoute, z } from '@hono/zod-openapi';
import { dataOf } from '@/lib/contract/common';
import { uploadResource } from '@/lib/contract/user';
import { formBody } from '../../lib/resource-router';
import { errorResponses, json } from '../../lib/router';

export const uploadRoute = createRoute({
  method: 'post',
  path: '/uploads',
  description: 'multipart/form-data: image (png, jpg, gif or webp by content; UPLOAD_MAX_BYTES)',
  responses: { 201: json(dataOf(uploadResource), 'Stored image'), ...errorResponses },
});

/** The form of `POST uploads`: one `image` part. */
export const uploadBody = formBody(z.object({}), { image: 'required' });

/** Not in the OpenAPI document: the image itself, by its generated name (what an upload's `url` points at). */
export const serveUploadRoute = createRoute({
  method: 'get',
  path: '/uploads/{name}',
  hide: true,
  responses: { 200: { description: 'The image, with the type sniffed at upload' }, 404: { description: 'No such image' } },
});
