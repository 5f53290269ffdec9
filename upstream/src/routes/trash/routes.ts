import { createRoute, z } from '@hono/zod-openapi';
import { dataOf } from '@/lib/contract/common';
import { trashEntry, trashPage, trashQuery } from '@/lib/contract/trash';
import { companyErrors, companyParams } from '../../lib/company-access';
import { errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const page = json(trashPage, 'A page of the trash, newest first (keyset: `next_before`)');
const ACCESS = 'A session or a full-access token (an undo is a person’s act: custom tokens get 403).';

export const myTrashRoute = createRoute({
  method: 'get',
  path: '/trash',
  description: `What the caller deleted, anywhere, still restorable. ${ACCESS}`,
  request: { query: trashQuery },
  responses: { 200: page, ...errorResponses },
});

export const workspaceTrashRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/trash',
  description: `What was deleted in the workspace, still restorable. Its managers (who may delete any of it); others 403, outsiders 404. ${ACCESS}`,
  request: { params: z.object({ workspaceId: pathId }), query: trashQuery },
  responses: { 200: page, ...companyErrors },
});

export const companyTrashRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/trash',
  description: `What was deleted in the company (its catalogue, monitoring, workspaces), still restorable. Its admins; members 403. ${ACCESS}`,
  request: { params: companyParams, query: trashQuery },
  responses: { 200: page, ...companyErrors },
});

export const restoreRoute = createRoute({
  method: 'post',
  path: '/trash/{trashId}/restore',
  description:
    'Puts a deleted record back whole (its versions, discussions, subtasks, notes…), with its ids. Whoever may delete it now may restore it: ' +
    'the delete route’s own rule answers (404/403). 409 when what it belonged to is gone or its name is taken since. ' +
    ACCESS,
  request: { params: z.object({ trashId: pathId }) },
  responses: { 200: json(dataOf(trashEntry), 'The entry that was restored (no longer in the trash)'), ...companyErrors },
});
