import { createRoute, z } from '@hono/zod-openapi';
import { companyRetailerResource, retailerListQuery } from '@/lib/contract/catalogue';
import { dataOf, pageOf } from '@/lib/contract/common';
import { deletedResponse, json, recordErrors } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const companyParams = z.object({ companyId: pathId });
const retailerParams = z.object({ companyId: pathId, retailerId: pathId });
const one = json(dataOf(companyRetailerResource), 'The retailer (its answer also carries company_name)');
const FIELDS =
  'multipart/form-data or JSON: name, website, description, locations (`locations[]` fields, a JSON array, or comma-separated text), ' +
  'category_id (a category of this company), directory_retailer_id (a shared directory entry, linked once per company), image (file, multipart only).';

export const listRetailersRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/retailers',
  request: { params: companyParams, query: retailerListQuery },
  responses: { 200: json(pageOf(companyRetailerResource), "The company's retailers, paged"), ...recordErrors },
});

export const createRetailerRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/retailers',
  description: `${FIELDS} Admins of a company team only.`,
  request: { params: companyParams },
  responses: { 201: one, ...recordErrors },
});

export const showRetailerRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/retailers/{retailerId}',
  request: { params: retailerParams },
  responses: { 200: one, ...recordErrors },
});

const updateDescription = `${FIELDS} Only the fields sent change; an empty value clears one; remove_image=1 drops the image. Admins only.`;

export const updateRetailerRoute = createRoute({
  method: 'put',
  path: '/companies/{companyId}/retailers/{retailerId}',
  description: updateDescription,
  request: { params: retailerParams },
  responses: { 200: one, ...recordErrors },
});

/** The multipart form of the update: `POST` with `_method=PUT` (Laravel's method spoofing). */
export const updateRetailerPostRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/retailers/{retailerId}',
  description: `Same as PUT, for multipart forms (send _method=PUT). ${updateDescription}`,
  request: { params: retailerParams },
  responses: { 200: one, ...recordErrors },
});

export const deleteRetailerRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/retailers/{retailerId}',
  description: 'Admins only. Its retailer products go with it; its contacts and reviews stay, without a retailer.',
  request: { params: retailerParams },
  responses: { 200: deletedResponse, ...recordErrors },
});
