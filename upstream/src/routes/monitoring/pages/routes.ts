import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { pageBody, pageListQuery, pageResource, pageUpdateBody } from '@/lib/contract/monitoring/pages';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { pathId } from '../../../lib/path-ids';
import { monitoringErrors, productParams } from '../../../lib/monitoring-routes';

const P = '/companies/{companyId}/monitoring-products/{monitoringProductId}/pages';
const params = { params: z.object({ companyId: pathId, monitoringProductId: pathId, pageId: pathId }) };
const one = json(dataOf(pageResource), 'The page with its retailer name and latest price');

export const listPagesRoute = createRoute({
  method: 'get',
  path: P,
  request: { ...productParams, query: pageListQuery },
  responses: { 200: json(pageOf(pageResource), 'The product’s pages, oldest first'), ...monitoringErrors },
});
export const createPageRoute = createRoute({
  method: 'post',
  path: P,
  description: 'JSON. url is http(s) (https:// added when missing); the page is due for a check at once. Admins only.',
  request: productParams,
  responses: { 201: one, ...monitoringErrors },
});
export const getPageRoute = createRoute({
  method: 'get',
  path: `${P}/{pageId}`,
  request: params,
  responses: { 200: one, ...monitoringErrors },
});
export const updatePageRoute = createRoute({
  method: 'put',
  path: `${P}/{pageId}`,
  description: 'JSON: the fields sent change; status active/paused resumes or pauses it (other statuses are the engine’s). Admins only.',
  request: params,
  responses: { 200: one, ...monitoringErrors },
});
export const deletePageRoute = createRoute({
  method: 'delete',
  path: `${P}/{pageId}`,
  request: params,
  responses: { 200: json(messageBody, 'Deleted with its requests, snapshots and prices'), ...monitoringErrors },
});
export const pageBodies = { create: jsonDoc(pageBody), update: jsonDoc(pageUpdateBody) };
