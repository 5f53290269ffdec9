import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { scrapingRequestBody, scrapingRequestListQuery, scrapingRequestResource, scrapingRequestUpdateBody } from '@/lib/contract/monitoring/scraping-requests';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { pathId } from '../../../lib/path-ids';
import { companyParams, monitoringErrors } from '../../../lib/monitoring-routes';

const P = '/companies/{companyId}/scraping-requests';
const params = { params: z.object({ companyId: pathId, scrapingRequestId: pathId }) };
const one = json(dataOf(scrapingRequestResource), 'The scraping request with its progress');

export const listScrapingRequestsRoute = createRoute({
  method: 'get',
  path: P,
  request: { ...companyParams, query: scrapingRequestListQuery },
  responses: { 200: json(pageOf(scrapingRequestResource), 'The company’s scraping requests, newest first'), ...monitoringErrors },
});
export const createScrapingRequestRoute = createRoute({
  method: 'post',
  path: P,
  description: 'JSON {monitoring_product_ids?, page_ids?}: queues a check of every active page named (a page already queued keeps its one check). Admins only.',
  request: companyParams,
  responses: { 201: one, ...monitoringErrors },
});
export const getScrapingRequestRoute = createRoute({
  method: 'get',
  path: `${P}/{scrapingRequestId}`,
  request: params,
  responses: { 200: one, ...monitoringErrors },
});
export const updateScrapingRequestRoute = createRoute({
  method: 'put',
  path: `${P}/{scrapingRequestId}`,
  description: 'JSON {status: "cancelled"}: cancels its checks still queued. Admins only.',
  request: params,
  responses: { 200: one, ...monitoringErrors },
});
export const deleteScrapingRequestRoute = createRoute({
  method: 'delete',
  path: `${P}/{scrapingRequestId}`,
  request: params,
  responses: { 200: json(messageBody, 'Deleted; its checks stay'), ...monitoringErrors },
});
export const scrapingRequestBodies = { create: jsonDoc(scrapingRequestBody), update: jsonDoc(scrapingRequestUpdateBody) };
