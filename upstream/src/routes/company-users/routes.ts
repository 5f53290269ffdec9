import { createRoute } from '@hono/zod-openapi';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { companyUserBody, companyUserResource, companyUserUpdateBody } from '@/lib/contract/relations';
import { json, jsonBody } from '../../lib/router';
import { companyAccess, companyErrors, companyParams, recordParams } from '../../lib/company-access';

const list = '/companies/{companyId}/users';
// `{userId}` is the company-user record's `id`, not the account's `user_id`.
const one = `${list}/{userId}`;
const params = recordParams('userId');
const oneUser = json(dataOf(companyUserResource), "The person with their account's name, email and image and their title here");

export const listCompanyUsersRoute = createRoute({
  middleware: [companyAccess('read')],
  method: 'get',
  path: list,
  request: { params: companyParams, query: catalogueListQuery },
  responses: { 200: json(pageOf(companyUserResource), 'Paged; search by first name, last name or email'), ...companyErrors },
});

export const addCompanyUserRoute = createRoute({
  middleware: [companyAccess('write')],
  method: 'post',
  path: list,
  description: 'Adds the person with that verified account email (422 when there is none or they are already added).',
  request: { params: companyParams, ...jsonBody(companyUserBody) },
  responses: { 201: oneUser, ...companyErrors },
});

export const getCompanyUserRoute = createRoute({
  middleware: [companyAccess('read')],
  method: 'get',
  path: one,
  request: { params },
  responses: { 200: oneUser, ...companyErrors },
});

export const updateCompanyUserRoute = createRoute({
  middleware: [companyAccess('write')],
  method: 'put',
  path: one,
  description: 'The title changes when sent; empty or null clears it.',
  request: { params, ...jsonBody(companyUserUpdateBody) },
  responses: { 200: oneUser, ...companyErrors },
});

export const deleteCompanyUserRoute = createRoute({
  middleware: [companyAccess('write')],
  method: 'delete',
  path: one,
  request: { params },
  responses: { 200: json(messageBody, 'Removed'), ...companyErrors },
});
