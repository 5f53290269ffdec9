import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { contentFilterQuery } from '@/lib/contract/content-common';
import { discussionBody, discussionResource } from '@/lib/contract/discussions';
import { insightDetailResource, insightRecord } from '@/lib/contract/insights';
import { documentBytes } from '../../lib/document-bytes';
import { pathId } from '../../lib/path-ids';
import { jsonDoc } from '../../lib/resource-router';
import { errorResponses, json } from '../../lib/router';

/** Shared with resource-routes.ts. */
export const insightParams = z.object({ insightId: pathId });
export const resourceParams = z.object({ insightResourceId: pathId });
export const insightResourceParams = z.object({ insightId: pathId, insightResourceId: pathId });
export const insightErrors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
export const documentDownload = documentBytes('The document, as an attachment with its sniffed type and nosniff');

const one = json(dataOf(insightRecord), 'The insight');
const FIELDS =
  'name, type, workspace_ids (`workspace_ids[]` fields, a JSON array or comma-separated ids), workspace_company_retailer_id, retailer_location ' +
  "(one of the retailer's locations), summary, category, workspace_company_brand_id, workspace_company_product_id, applicable_date (YYYY-MM-DD), " +
  'external_url or file (at most one; file limits: README "Uploads")';

export const listInsightsRoute = createRoute({
  method: 'get',
  path: '/insights',
  description:
    'Global filters: workspace_ids (the visible ones among them; none = all), retailer_ids, brand_ids, product_ids (workspace record ids), category, date_from/date_to (applicable date, else creation day), search (name or summary), sort.',
  request: { query: contentFilterQuery },
  responses: { 200: json(pageOf(insightRecord), 'Insights, paged'), ...insightErrors },
});

export const createInsightRoute = createRoute({
  method: 'post',
  path: '/insights',
  description: `multipart/form-data (or JSON without a file): workspace_id, ${FIELDS}, insight_resource_ids (the caller's pending resources, attached in the same transaction). Section 6: the create right in every workspace named.`,
  responses: { 201: one, ...insightErrors },
});

export const showInsightRoute = createRoute({
  method: 'get',
  path: '/insights/{insightId}',
  request: { params: insightParams },
  responses: { 200: json(dataOf(insightDetailResource), 'The insight with its resources and discussions'), ...insightErrors },
});

export const updateInsightRoute = createRoute({
  method: 'put',
  path: '/insights/{insightId}',
  description: `JSON or multipart: ${FIELDS}, remove_file=1. Only the fields sent change; an empty value clears one. Its author or a workspace manager.`,
  request: { params: insightParams },
  responses: { 200: one, ...insightErrors },
});

export const deleteInsightRoute = createRoute({
  method: 'delete',
  path: '/insights/{insightId}',
  description: 'Its author or a workspace manager; the bytes of its file and resources are removed.',
  request: { params: insightParams },
  responses: { 200: json(z.object({ message: z.string() }), 'Deleted'), ...insightErrors },
});

export const insightFileRoute = createRoute({
  method: 'get',
  path: '/insights/{insightId}/file',
  description: 'Project addition: downloads the stored file of an insight the caller can read (404 when it has none).',
  request: { params: insightParams },
  responses: { 200: documentDownload, ...insightErrors },
});

export const insightDiscussionRoute = createRoute({
  method: 'post',
  path: '/insights/{insightId}/discussion',
  description: 'Starts a discussion on an insight the caller can read.',
  request: { params: insightParams },
  responses: { 201: json(dataOf(discussionResource), 'The discussion'), ...insightErrors },
});

export const retailerInsightsRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/insights',
  description: "A workspace retailer's insights, paged (the other global filters apply). Readers of the workspace; a retailer of another workspace is 404.",
  request: { params: z.object({ workspaceId: pathId, workspaceCompanyRetailerId: pathId }), query: contentFilterQuery },
  responses: { 200: json(pageOf(insightRecord), 'Insights, paged'), ...insightErrors },
});

/** Documented here, read by the handler after its access check (createResourceRouter's `body`). */
export const insightBodies = { discussion: jsonDoc(discussionBody) };
