import { createRoute, z } from '@hono/zod-openapi';
import { retailerProductListQuery, retailerProductResource } from '@/lib/contract/catalogue';
import { dataOf, pageOf } from '@/lib/contract/common';
import { deletedResponse, json, recordErrors } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const retailerParams = z.object({ companyId: pathId, retailerId: pathId });
const itemParams = z.object({ companyId: pathId, retailerId: pathId, retailerProductId: pathId });
const one = json(dataOf(retailerProductResource), 'The retailer product with its product_name');
const FIELDS =
  'JSON or form: product_id (a product of this company, listed once per retailer), retailer_sku, price_cents, url, status (listed|pending|delisted).';

export const listRetailerProductsRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/retailers/{retailerId}/products',
  request: { params: retailerParams, query: retailerProductListQuery },
  responses: { 200: json(pageOf(retailerProductResource), "The retailer's products, paged"), ...recordErrors },
});

export const createRetailerProductRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/retailers/{retailerId}/products',
  description: `${FIELDS} Admins only.`,
  request: { params: retailerParams },
  responses: { 201: one, ...recordErrors },
});

export const showRetailerProductRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/retailers/{retailerId}/products/{retailerProductId}',
  request: { params: itemParams },
  responses: { 200: one, ...recordErrors },
});

export const updateRetailerProductRoute = createRoute({
  method: 'put',
  path: '/companies/{companyId}/retailers/{retailerId}/products/{retailerProductId}',
  description: `${FIELDS} Only the fields sent change; an empty value clears one. Admins only.`,
  request: { params: itemParams },
  responses: { 200: one, ...recordErrors },
});

export const deleteRetailerProductRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/retailers/{retailerId}/products/{retailerProductId}',
  description: 'Admins only. The product stays in the catalogue.',
  request: { params: itemParams },
  responses: { 200: deletedResponse, ...recordErrors },
});
