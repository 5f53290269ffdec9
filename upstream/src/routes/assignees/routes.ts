import { createRoute } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { assigneeBody, assigneeListQuery, assigneeResource, assigneeUpdateBody } from '@/lib/contract/relations';
import { json, jsonBody } from '../../lib/router';
import { companyAccess, companyErrors, companyParams, recordParams } from '../../lib/company-access';

const list = '/companies/{companyId}/assignees';
const one = `${list}/{assigneeId}`;
const params = recordParams('assigneeId');
const oneAssignee = json(dataOf(assigneeResource), "The assignee with the person's name and email and the item's name");

export const listAssigneesRoute = createRoute({
  middleware: [companyAccess('read')],
  method: 'get',
  path: list,
  request: { params: companyParams, query: assigneeListQuery },
  responses: { 200: json(pageOf(assigneeResource), 'Paged; filter by assignable_type + assignable_id or user_id; search by name or email'), ...companyErrors },
});

export const createAssigneeRoute = createRoute({
  middleware: [companyAccess('write')],
  method: 'post',
  path: list,
  description: "The person must be a member of one of the company's teams; the item a brand, product or retailer of the company.",
  request: { params: companyParams, ...jsonBody(assigneeBody) },
  responses: { 201: oneAssignee, ...companyErrors },
});

export const getAssigneeRoute = createRoute({
  middleware: [companyAccess('read')],
  method: 'get',
  path: one,
  request: { params },
  responses: { 200: oneAssignee, ...companyErrors },
});

export const updateAssigneeRoute = createRoute({
  middleware: [companyAccess('write')],
  method: 'put',
  path: one,
  description: 'The role changes when sent (empty or null clears it); the person and the item are fixed (delete and add again to change them).',
  request: { params, ...jsonBody(assigneeUpdateBody) },
  responses: { 200: oneAssignee, ...companyErrors },
});

export const deleteAssigneeRoute = createRoute({
  middleware: [companyAccess('write')],
  method: 'delete',
  path: one,
  request: { params },
  responses: { 200: json(messageBody, 'Removed'), ...companyErrors },
});
