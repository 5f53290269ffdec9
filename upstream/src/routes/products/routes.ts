import { createRoute, z } from '@hono/zod-openapi';
import { productBody, productListQuery, productResource, productUpdateBody } from '@/lib/contract/catalogue';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { errorResponses, json } from '../../lib/router';
import { jsonDoc } from '../../lib/resource-router';
import { pathId } from '../../lib/path-ids';

const companyParams = { params: z.object({ companyId: pathId }) };
const productParams = { params: z.object({ companyId: pathId, productId: pathId }) };
export const productErrors = { ...errorResponses, 404: json(messageBody, 'Company or product not found, or not visible to the caller') };
const oneProduct = json(dataOf(productResource), 'The product with its brand name and images');

export const listProductsRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/products',
  request: { ...companyParams, query: productListQuery },
  responses: { 200: json(pageOf(productResource), 'The company’s products with brand names and images'), ...productErrors },
});

export const createProductRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/products',
  description: 'JSON. brand_id is a brand of the same company (or null). Admins only.',
  request: companyParams,
  responses: { 201: oneProduct, ...productErrors },
});

export const getProductRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/products/{productId}',
  request: productParams,
  responses: { 200: oneProduct, ...productErrors },
});

export const updateProductRoute = createRoute({
  method: 'put',
  path: '/companies/{companyId}/products/{productId}',
  description: 'JSON: the fields sent change; empty or null ones are cleared. Admins only.',
  request: productParams,
  responses: { 200: oneProduct, ...productErrors },
});

export const deleteProductRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/products/{productId}',
  request: productParams,
  responses: { 200: json(messageBody, 'Deleted with its images'), ...productErrors },
});

export const productBodies = { createProduct: jsonDoc(productBody), updateProduct: jsonDoc(productUpdateBody) };
