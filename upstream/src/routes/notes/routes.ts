import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { noteResource } from '@/lib/contract/notes';
import { errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const params = z.object({ noteId: pathId });
const errors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };

export const updateNoteRoute = createRoute({
  method: 'put',
  path: '/notes/{noteId}',
  description: 'JSON: body (required). Its author only, while their team may write in the workspace.',
  request: { params },
  responses: { 200: json(dataOf(noteResource), 'The note'), ...errors },
});

export const deleteNoteRoute = createRoute({
  method: 'delete',
  path: '/notes/{noteId}',
  description: 'Its author or an admin of a team attached to the workspace.',
  request: { params },
  responses: { 200: json(messageBody, 'Deleted'), ...errors },
});
