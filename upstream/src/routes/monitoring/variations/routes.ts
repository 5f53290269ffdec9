import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { variationBody, variationListQuery, variationResource, variationUpdateBody } from '@/lib/contract/monitoring/variations';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { pathId } from '../../../lib/path-ids';
import { monitoringErrors, productParams } from '../../../lib/monitoring-routes';

const P = '/companies/{companyId}/monitoring-products/{monitoringProductId}/variations';
const params = { params: z.object({ companyId: pathId, monitoringProductId: pathId, variationId: pathId }) };
const one = json(dataOf(variationResource), 'The variation with its page count');

export const listVariationsRoute = createRoute({
  method: 'get',
  path: P,
  request: { ...productParams, query: variationListQuery },
  responses: { 200: json(pageOf(variationResource), 'The product’s variations in position order'), ...monitoringErrors },
});
export const createVariationRoute = createRoute({
  method: 'post',
  path: P,
  description: 'JSON. Admins only.',
  request: productParams,
  responses: { 201: one, ...monitoringErrors },
});
export const getVariationRoute = createRoute({
  method: 'get',
  path: `${P}/{variationId}`,
  request: params,
  responses: { 200: one, ...monitoringErrors },
});
export const updateVariationRoute = createRoute({
  method: 'put',
  path: `${P}/{variationId}`,
  description: 'JSON: the fields sent change; empty or null ones are cleared. Admins only.',
  request: params,
  responses: { 200: one, ...monitoringErrors },
});
export const deleteVariationRoute = createRoute({
  method: 'delete',
  path: `${P}/{variationId}`,
  request: params,
  responses: { 200: json(messageBody, 'Deleted with its pages'), ...monitoringErrors },
});
export const variationBodies = { create: jsonDoc(variationBody), update: jsonDoc(variationUpdateBody) };
