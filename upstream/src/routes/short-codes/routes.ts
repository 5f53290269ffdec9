import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { shortCodeAccessRequest, shortCodePreview, shortCodeResource, shortCodeTarget } from '@/lib/contract/short-codes';
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

const codeParam = z.object({ code: z.string() });

export const previewShortCodeRoute = createRoute({
  method: 'get',
  path: '/short-code/{code}/preview',
  description:
    'Public: what the holder of a live link may know before signing in or without access: the kind and title of the shared record and the name of who shared it. Nothing else is revealed.',
  request: { params: codeParam },
  responses: {
    200: json(dataOf(shortCodePreview), 'The shared record kind, title and sharer name'),
    ...errorResponses,
    404: json(messageBody, 'Unknown code, or the record was deleted'),
    410: json(messageBody, 'The link has expired'),
  },
});

const accessRequested = json(dataOf(shortCodeAccessRequest), 'What was done and what happens next');

export const requestShortCodeAccessRoute = createRoute({
  method: 'post',
  path: '/short-code/{code}/access-requests',
  description:
    'A signed-in caller who cannot open a link asks for access: the administrators of the record workspace owner team and the sharer are notified (AccessRequested). 201 requested; 200 when the caller already has access (nobody is notified). Once a day per caller and record, ten an hour per caller (429).',
  request: { params: codeParam },
  responses: {
    201: accessRequested,
    200: accessRequested,
    ...errorResponses,
    404: json(messageBody, 'Unknown code, or the record was deleted'),
    410: json(messageBody, 'The link has expired'),
    429: json(messageBody, 'Asked already: when the caller may ask again'),
  },
});
