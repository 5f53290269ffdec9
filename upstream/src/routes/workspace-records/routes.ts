import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import { workspaceDates, workspaceDatesQuery } from '@/lib/contract/content-common';
import { workspaceBrandResource, workspaceProductResource, workspaceRecordListQuery, workspaceRetailerResource } from '@/lib/contract/workspace-records';
import { pathId } from '../../lib/path-ids';
import { errorResponses, json } from '../../lib/router';

/** Shared by the workspace retailer, brand and product routes (`<part>-routes.ts`). */
export const workspaceParams = z.object({ workspaceId: pathId });
export const retailerParams = z.object({ workspaceId: pathId, workspaceCompanyRetailerId: pathId });
export const brandParams = z.object({ workspaceId: pathId, workspaceBrandId: pathId });
export const productParams = z.object({ workspaceId: pathId, workspaceProductId: pathId });

export const CREATE_RULE =
  'Needs the right to create resources in the workspace (section 6: with restrict_resource_creation only admins of the owner team; read-only teams never).';
export const DELETE_RULE = 'The person who added it (while their team may write there) or a workspace admin; the company record stays.';

// Lists across workspaces: `workspaces/retailers|brands|products|dates`.
const SCOPE = '`workspace_ids` (comma-separated) narrows to those the caller can see; absent, every approved workspace of the caller.';

export const crossRetailersRoute = createRoute({
  method: 'get',
  path: '/workspaces/retailers',
  description: `${SCOPE} Filters: retailer_ids (workspace retailer ids), brand_ids / product_ids (retailers carrying them), date_from / date_to (day added), search (name).`,
  request: { query: workspaceRecordListQuery },
  responses: { 200: json(pageOf(workspaceRetailerResource), 'Workspace retailers across workspaces, paged'), ...errorResponses },
});

export const crossBrandsRoute = createRoute({
  method: 'get',
  path: '/workspaces/brands',
  description: `${SCOPE} Filters: brand_ids, date_from / date_to (day added), search (name).`,
  request: { query: workspaceRecordListQuery },
  responses: { 200: json(pageOf(workspaceBrandResource), 'Workspace brands across workspaces, paged'), ...errorResponses },
});

export const crossProductsRoute = createRoute({
  method: 'get',
  path: '/workspaces/products',
  description: `${SCOPE} Filters: product_ids, brand_ids (products of those brands), date_from / date_to (day added), search (name).`,
  request: { query: workspaceRecordListQuery },
  responses: { 200: json(pageOf(workspaceProductResource), 'Workspace products across workspaces, paged'), ...errorResponses },
});

export const workspaceDatesRoute = createRoute({
  method: 'get',
  path: '/workspaces/dates',
  description: `${SCOPE} First and last content days (YYYY-MM-DD, UTC) of files, insights (applicable date, else created) and workspace retailers; nulls when there is none.`,
  request: { query: workspaceDatesQuery },
  responses: { 200: json(dataOf(workspaceDates), 'Bounds of the date filter'), ...errorResponses },
});
