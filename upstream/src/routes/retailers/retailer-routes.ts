import { createRoute } from '@hono/zod-openapi';
import { companyRetailerResource, retailerListQuery } from '@/lib/contract/catalogue';
import { companyRecordRoutes } from '../../lib/company-record-routes';
import { recordErrors } from '../../lib/router';

const FIELDS =
  'multipart/form-data or JSON: name, website, description, locations (`locations[]` fields, a JSON array, or comma-separated text), ' +
  'category_id (a category of this company), directory_retailer_id (a shared directory entry, linked once per company), image (file, multipart only).';
const UPDATE_NOTE = 'Only the fields sent change; an empty value clears one; remove_image=1 drops the image. Admins only.';

const routes = companyRecordRoutes({
  segment: 'retailers',
  idName: 'retailerId',
  resource: companyRetailerResource,
  listQuery: retailerListQuery,
  listAnswer: "The company's retailers, paged",
  oneAnswer: 'The retailer (its answer also carries company_name)',
  fields: FIELDS,
  updateNote: UPDATE_NOTE,
  deleteDescription: 'Admins only. Its retailer products go with it; its contacts and reviews stay, without a retailer.',
});

export const listRetailersRoute = routes.list;
export const createRetailerRoute = routes.create;
export const showRetailerRoute = routes.show;
export const updateRetailerRoute = routes.update;
export const deleteRetailerRoute = routes.remove;

/** The multipart form of the update: `POST` with `_method=PUT` (Laravel's method spoofing). */
export const updateRetailerPostRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/retailers/{retailerId}',
  description: `Same as PUT, for multipart forms (send _method=PUT). ${FIELDS} ${UPDATE_NOTE}`,
  request: { params: routes.params },
  responses: { 200: routes.one, ...recordErrors },
});
