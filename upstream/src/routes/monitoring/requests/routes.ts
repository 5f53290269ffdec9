import { createRoute } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import { monitoringRequestBody, monitoringRequestListQuery, monitoringRequestResource, monitoringRequestUpdateBody } from '@/lib/contract/monitoring/requests';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { pathId } from '../../../lib/path-ids';
import { deleted, historyErrors, PRODUCT_PATH, productIds } from '../../../lib/monitoring-routes';

const P = `${PRODUCT_PATH}/requests`;
const itemParams = productIds.extend({ requestId: pathId });
const one = json(dataOf(monitoringRequestResource), 'The request');

export const listRequestsRoute = createRoute({
  method: 'get',
  path: P,
  description: 'The fetches of the product’s pages, newest first; filter by status and page_id.',
  request: { params: productIds, query: monitoringRequestListQuery },
  responses: { 200: json(pageOf(monitoringRequestResource), 'A page of requests'), ...historyErrors },
});

export const createRequestRoute = createRoute({
  method: 'post',
  path: P,
  description:
    'JSON {page_id}: scrape this page now (trigger manual). A page has at most one queued or running request: when it has one, that request is the answer (200); a new one is 201. 422 for a page of another product, a paused page or a product that is not active. Admins only.',
  request: { params: productIds },
  responses: {
    200: json(dataOf(monitoringRequestResource), 'The page’s open request, already queued or running'),
    201: json(dataOf(monitoringRequestResource), 'The new queued request'),
    ...historyErrors,
  },
});

export const getRequestRoute = createRoute({
  method: 'get',
  path: `${P}/{requestId}`,
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const updateRequestRoute = createRoute({
  method: 'put',
  path: `${P}/{requestId}`,
  description:
    'JSON {status: "cancelled"}: cancels a queued request (409 when it is running or finished). Nothing else of a request can be changed. Admins only.',
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const deleteRequestRoute = createRoute({
  method: 'delete',
  path: `${P}/{requestId}`,
  description: 'A finished request is removed (what it observed stays); a queued one is cancelled; a running one is a 409. Admins only.',
  request: { params: itemParams },
  responses: { 200: deleted('Deleted, or cancelled when it was queued'), ...historyErrors },
});

export const requestBodies = { create: jsonDoc(monitoringRequestBody), update: jsonDoc(monitoringRequestUpdateBody) };
