import { createRoute, z } from '@hono/zod-openapi';
import { retailerCategoryResource } from '@/lib/contract/catalogue';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import { dataOf, pageOf } from '@/lib/contract/common';
import { deletedResponse, json, recordErrors } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const companyParams = z.object({ companyId: pathId });
const categoryParams = z.object({ companyId: pathId, categoryId: pathId });
const one = json(dataOf(retailerCategoryResource), 'The category with its retailers_count');

export const listCategoriesRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/retailers/categories',
  request: { params: companyParams, query: catalogueListQuery },
  responses: { 200: json(pageOf(retailerCategoryResource), "The company's retailer categories, each with retailers_count"), ...recordErrors },
});

export const createCategoryRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/retailers/categories',
  description: 'JSON or form: `name` (unique per company, ignoring case). Admins of a company team only.',
  request: { params: companyParams },
  responses: { 201: one, ...recordErrors },
});

export const updateCategoryRoute = createRoute({
  method: 'put',
  path: '/companies/{companyId}/retailers/categories/{categoryId}',
  description: 'JSON or form: `name`. Admins only.',
  request: { params: categoryParams },
  responses: { 200: one, ...recordErrors },
});

export const deleteCategoryRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/retailers/categories/{categoryId}',
  description: 'Admins only. Its retailers stay, uncategorised.',
  request: { params: categoryParams },
  responses: { 200: deletedResponse, ...recordErrors },
});
