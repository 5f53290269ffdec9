import { createRoute } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import {
  monitoringProductBody,
  monitoringProductDetailResource,
  monitoringProductListQuery,
  monitoringProductResource,
  monitoringProductUpdateBody,
} from '@/lib/contract/monitoring/products';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { companyParams, monitoringErrors, productParams } from '../../../lib/monitoring-routes';

const P = '/companies/{companyId}/monitoring-products';
const one = json(dataOf(monitoringProductResource), 'The monitoring product with its alert rules and summary');

export const listMonitoringProductsRoute = createRoute({
  method: 'get',
  path: P,
  request: { ...companyParams, query: monitoringProductListQuery },
  responses: {
    200: json(pageOf(monitoringProductResource), 'The company’s monitored products, each with its summary (prices, health, sparkline)'),
    ...monitoringErrors,
  },
});

export const createMonitoringProductRoute = createRoute({
  method: 'post',
  path: P,
  description: 'JSON. product_id is a catalogue product of the same company; alert_rules is the whole list. Admins only.',
  request: companyParams,
  responses: { 201: one, ...monitoringErrors },
});

export const getMonitoringProductRoute = createRoute({
  method: 'get',
  path: `${P}/{monitoringProductId}`,
  request: productParams,
  responses: {
    200: json(
      dataOf(monitoringProductDetailResource),
      'The monitoring product with its alert rules, summary and the tasks its alerts opened that the caller can read',
    ),
    ...monitoringErrors,
  },
});

export const updateMonitoringProductRoute = createRoute({
  method: 'put',
  path: `${P}/{monitoringProductId}`,
  description: 'JSON: the fields sent change; alert_rules, when sent, replaces the list (rules sent with their id keep it). Admins only.',
  request: productParams,
  responses: { 200: one, ...monitoringErrors },
});

export const deleteMonitoringProductRoute = createRoute({
  method: 'delete',
  path: `${P}/{monitoringProductId}`,
  request: productParams,
  responses: { 200: json(messageBody, 'Deleted with its variations, pages and history'), ...monitoringErrors },
});

export const monitoringProductBodies = { create: jsonDoc(monitoringProductBody), update: jsonDoc(monitoringProductUpdateBody) };
