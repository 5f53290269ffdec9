import { createRoute, z } from '@hono/zod-openapi';
import { brandBody, brandResource, brandUpdateBody } from '@/lib/contract/catalogue';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';
import { formBody } from '../../lib/resource-router';

const companyParams = { params: z.object({ companyId: pathId }) };
const brandParams = { params: z.object({ companyId: pathId, brandId: pathId }) };
const errors = { ...errorResponses, 404: json(messageBody, 'Company or brand not found, or not visible to the caller') };
const oneBrand = json(dataOf(brandResource), 'The brand');

export const listBrandsRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/brands',
  request: { ...companyParams, query: catalogueListQuery },
  responses: { 200: json(pageOf(brandResource), 'The company’s brands with their product counts'), ...errors },
});

export const createBrandRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/brands',
  description: 'multipart/form-data: the fields below and image (file, optional). Lists as `x[]` entries, JSON text or comma-separated text. Admins only.',
  request: companyParams,
  responses: { 201: oneBrand, ...errors },
});

export const getBrandRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/brands/{brandId}',
  request: brandParams,
  responses: { 200: oneBrand, ...errors },
});

const update = {
  path: '/companies/{companyId}/brands/{brandId}',
  description: 'multipart/form-data (sent as POST with _method=PUT): the fields sent change, empty ones are cleared; image (file, optional). Admins only.',
  request: brandParams,
  responses: { 200: oneBrand, ...errors },
} as const;
export const updateBrandRoute = createRoute({ ...update, method: 'post' });
export const putBrandRoute = createRoute({ ...update, method: 'put' });

export const deleteBrandRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/brands/{brandId}',
  request: brandParams,
  responses: { 200: json(messageBody, 'Deleted; its products stay without a brand'), ...errors },
});

export const bodies = { createBrand: formBody(brandBody, { image: 'one' }), updateBrand: formBody(brandUpdateBody, { image: 'one' }) };
