import { createRoute } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import { noteResource } from '@/lib/contract/notes';
import { workspaceProductResource, workspaceRecordListQuery, workspaceSubListQuery } from '@/lib/contract/workspace-records';
import { deletedResponse, json, recordErrors } from '../../lib/router';
import { pathId } from '../../lib/path-ids';
import { CREATE_RULE, DELETE_RULE, productParams, workspaceParams } from './routes';

const one = json(dataOf(workspaceProductResource), 'The workspace product');
const path = '/workspaces/{workspaceId}/products/{workspaceProductId}';

export const listWorkspaceProductsRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/products',
  description: 'Filters as GET workspaces/products, within this workspace (workspace_ids is ignored).',
  request: { params: workspaceParams, query: workspaceRecordListQuery },
  responses: { 200: json(pageOf(workspaceProductResource), "The workspace's products, paged"), ...recordErrors },
});

export const createWorkspaceProductRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/products',
  description: `JSON (or a form): company_product_id, a product of a company the caller can see; once per workspace. ${CREATE_RULE}`,
  request: { params: workspaceParams },
  responses: { 201: one, ...recordErrors },
});

export const showWorkspaceProductRoute = createRoute({
  method: 'get',
  path,
  request: { params: productParams },
  responses: { 200: one, ...recordErrors },
});

export const deleteWorkspaceProductRoute = createRoute({
  method: 'delete',
  path,
  description: `${DELETE_RULE} Its notes go with it.`,
  request: { params: productParams },
  responses: { 200: deletedResponse, ...recordErrors },
});

export const createProductNoteRoute = createRoute({
  method: 'post',
  path: `${path}/note`,
  description: `JSON: body (required). ${CREATE_RULE}`,
  request: { params: productParams },
  responses: { 201: json(dataOf(noteResource), 'The note'), ...recordErrors },
});

export const productNotesRoute = createRoute({
  method: 'get',
  path: `${path}/notes`,
  request: { params: productParams, query: workspaceSubListQuery },
  responses: { 200: json(pageOf(noteResource), 'Notes on the product, newest first'), ...recordErrors },
});

export const companyProductRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/products/company-product/{companyProductId}',
  description: 'The workspace product of that company product in this workspace; 404 when it is not there.',
  request: { params: workspaceParams.extend({ companyProductId: pathId }) },
  responses: { 200: one, ...recordErrors },
});
