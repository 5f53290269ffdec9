import { createRoute } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { unsubscribeQuery, unsubscribeResource } from '@/lib/contract/notification-preferences';
import { errorResponses, json } from '../../lib/router';

const notFound = json(messageBody, 'Not a valid unsubscribe link');

export const describeUnsubscribeRoute = createRoute({
  method: 'get',
  path: '/unsubscribe',
  description: 'Public: the signed token of a notification mail is the credential. What the link would stop (kind, partly hidden address); changes nothing.',
  request: { query: unsubscribeQuery },
  responses: { 200: json(dataOf(unsubscribeResource), 'What the link stops'), 404: notFound, 422: errorResponses[422] },
});

export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe',
  description:
    'Public, RFC 8058 one-click (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`; any body is ignored): turns off email of the token’s kind for its person, nothing else. Repeating it is harmless.',
  request: { query: unsubscribeQuery },
  responses: { 200: json(dataOf(unsubscribeResource), 'Email of that kind is off'), 404: notFound, 422: errorResponses[422] },
});
