import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { shortCodeResource, shortCodeTarget } from '@/lib/contract/short-codes';
import { errorResponses, json } from '../../lib/router';

const created = json(dataOf(shortCodeResource), 'The code and the app path that opens it');

export const createShortCodeRoute = createRoute({
  method: 'post',
  path: '/short-code',
  description:
    'JSON (or a form): type (file, insight, meeting, task or monitoring_version), id. The caller must be able to read the record (a page version: its company) (404 otherwise). The same caller sharing the same record again gets their live code back (200); codes last 180 days.',
  responses: { 201: created, 200: created, ...errorResponses, 404: json(messageBody, 'No such record, or not visible to the caller') },
});

export const resolveShortCodeRoute = createRoute({
  method: 'get',
  path: '/short-code/{code}',
  description:
    'Where a shared link leads, for a signed-in caller who can read the record: the app url opens it in the first of its workspaces the caller sees.',
  request: { params: z.object({ code: z.string() }) },
  responses: {
    200: json(dataOf(shortCodeTarget), 'The shared record and its app url'),
    ...errorResponses,
    403: json(messageBody, 'The caller cannot read the record (or the token lacks the area ability)'),
    404: json(messageBody, 'Unknown code, or the record was deleted'),
    410: json(messageBody, 'The link has expired'),
  },
});
