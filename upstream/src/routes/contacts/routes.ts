import { createRoute } from '@hono/zod-openapi';
import { contactBody } from '@/lib/contract/auth';
import { messageBody } from '@/lib/contract/common';
import { errorResponses, json, jsonBody } from '../../lib/router';

/** The public contact form. */
export const contactRoute = createRoute({
  method: 'post',
  path: '/contacts',
  request: jsonBody(contactBody),
  responses: { 201: json(messageBody, 'Message received'), 422: errorResponses[422] },
});
