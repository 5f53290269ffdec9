import { createRoute } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import { workspaceRecordListQuery, workspaceRetailerResource } from '@/lib/contract/workspace-records';
import { deletedResponse, json, recordErrors } from '../../lib/router';
import { CREATE_RULE, DELETE_RULE, retailerParams, workspaceParams } from './routes';

const one = json(dataOf(workspaceRetailerResource), 'The workspace retailer');

export const listWorkspaceRetailersRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/retailers',
  description: 'Filters as GET workspaces/retailers, within this workspace (workspace_ids is ignored).',
  request: { params: workspaceParams, query: workspaceRecordListQuery },
  responses: { 200: json(pageOf(workspaceRetailerResource), "The workspace's retailers, paged"), ...recordErrors },
});

export const createWorkspaceRetailerRoute = createRoute({
  method: 'post',
  path: '/workspaces/{workspaceId}/retailers',
  description: `JSON (or a form): company_retailer_id, a retailer of a company the caller can see; once per workspace. ${CREATE_RULE}`,
  request: { params: workspaceParams },
  responses: { 201: one, ...recordErrors },
});

export const showWorkspaceRetailerRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}',
  request: { params: retailerParams },
  responses: { 200: one, ...recordErrors },
});

export const deleteWorkspaceRetailerRoute = createRoute({
  method: 'delete',
  path: '/workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}',
  description: `${DELETE_RULE} Its notes and file links go with it.`,
  request: { params: retailerParams },
  responses: { 200: deletedResponse, ...recordErrors },
});
