import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, listOf, pageOf } from '@/lib/contract/common';
import { insightRecord, insightResourceListQuery, insightResourceResource } from '@/lib/contract/insights';
import { json } from '../../lib/router';
import { documentDownload, insightErrors, insightResourceParams, resourceParams } from './insight-routes';

export const pendingResourcesRoute = createRoute({
  method: 'get',
  path: '/insights/pending-resources',
  description: "The caller's own pending resources (uploaded, not attached), newest first; not paged (at most 50).",
  responses: { 200: json(listOf(insightResourceResource), 'Pending resources'), ...insightErrors },
});

export const uploadResourcesRoute = createRoute({
  method: 'post',
  path: '/insights/resources',
  description: 'multipart/form-data: one or more `file` (or `files[]`) parts, at most 10 per request; each becomes a pending resource of the caller.',
  responses: { 201: json(listOf(insightResourceResource), 'The pending resources created'), ...insightErrors },
});

export const deletePendingResourceRoute = createRoute({
  method: 'delete',
  path: '/insights/pending-resources/{insightResourceId}',
  description: "Deletes one of the caller's pending resources and its bytes (an attached one is a 422; someone else's is 404).",
  request: { params: resourceParams },
  responses: { 200: json(z.object({ message: z.string() }), 'Deleted'), ...insightErrors },
});

export const attachResourceRoute = createRoute({
  method: 'post',
  path: '/insights/{insightId}/resources/{insightResourceId}',
  description: "Attaches one of the caller's pending resources to an insight they may change.",
  request: { params: insightResourceParams },
  responses: { 200: json(dataOf(insightRecord), 'The insight'), ...insightErrors },
});

export const detachResourceRoute = createRoute({
  method: 'delete',
  path: '/insights/{insightId}/resources/{insightResourceId}',
  description: "Detaches a resource: it goes back to its uploader's pending list (bytes kept).",
  request: { params: insightResourceParams },
  responses: { 200: json(dataOf(insightRecord), 'The insight'), ...insightErrors },
});

export const listResourcesRoute = createRoute({
  method: 'get',
  path: '/insights/resources',
  description:
    'Project addition: resources attached to the insights the caller can see (workspace_ids narrows), newest first, paged; search matches the document or insight name.',
  request: { query: insightResourceListQuery },
  responses: { 200: json(pageOf(insightResourceResource), 'Resources, paged'), ...insightErrors },
});

export const downloadResourceRoute = createRoute({
  method: 'get',
  path: '/insights/resources/{insightResourceId}/download',
  description: "Project addition: the caller's own pending resource, or one attached to an insight they can read.",
  request: { params: resourceParams },
  responses: { 200: documentDownload, ...insightErrors },
});
