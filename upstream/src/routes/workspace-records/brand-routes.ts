import { createRoute } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import { noteResource } from '@/lib/contract/notes';
import { workspaceBrandResource, workspaceRecordListQuery, workspaceSubListQuery } from '@/lib/contract/workspace-records';
import { deletedResponse, json, recordErrors } from '../../lib/router';
import { brandParams, CREATE_RULE, DELETE_RULE, workspaceParams } from './routes';

const one = json(dataOf(workspaceBrandResource), 'The workspace brand');
const path = '/workspaces/{workspaceId}/brands/{workspaceBrandId}';

export const listWorkspaceBrandsRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/brands',
  description: 'Filters as GET workspaces/brands, within this workspace (workspace_ids is ignored).',
  request: { params: workspaceParams, query: workspaceRecordListQuery },
  responses: { 200: json(pageOf(workspaceBrandResource), "The workspace's brands, paged"), ...recordErrors },
});

export const createWorkspaceBrandRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/brands',
  description: `JSON (or a form): company_brand_id, a brand of a company the caller can see; once per workspace. ${CREATE_RULE}`,
  request: { params: workspaceParams },
  responses: { 201: one, ...recordErrors },
});

export const showWorkspaceBrandRoute = createRoute({
  method: 'get',
  path,
  request: { params: brandParams },
  responses: { 200: one, ...recordErrors },
});

export const deleteWorkspaceBrandRoute = createRoute({
  method: 'delete',
  path,
  description: `${DELETE_RULE} Its notes go with it.`,
  request: { params: brandParams },
  responses: { 200: deletedResponse, ...recordErrors },
});

export const createBrandNoteRoute = createRoute({
  method: 'post',
  path: `${path}/note`,
  description: `JSON: body (required). ${CREATE_RULE}`,
  request: { params: brandParams },
  responses: { 201: json(dataOf(noteResource), 'The note'), ...recordErrors },
});

export const brandNotesRoute = createRoute({
  method: 'get',
  path: `${path}/notes`,
  request: { params: brandParams, query: workspaceSubListQuery },
  responses: { 200: json(pageOf(noteResource), 'Notes on the brand, newest first'), ...recordErrors },
});
