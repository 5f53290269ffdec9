import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import { contactListQuery, contactResource } from '@/lib/contract/relations';
import { json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';
import { deletedResponse, recordErrors as companyErrors } from '../../lib/router';

const companyParams = z.object({ companyId: pathId });
const contactParams = z.object({ companyId: pathId, contactId: pathId });
const one = json(dataOf(contactResource), 'The contact, with the name of its retailer');
const FIELDS = 'JSON or form: first_name, last_name, email, phone, title, notes, company_retailer_id (a retailer of this company).';

export const listContactsRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/contacts',
  request: { params: companyParams, query: contactListQuery },
  responses: { 200: json(pageOf(contactResource), "The company's contacts, paged"), ...companyErrors },
});

export const createContactRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/contacts',
  description: `${FIELDS} Admins of a company team only.`,
  request: { params: companyParams },
  responses: { 201: one, ...companyErrors },
});

export const showContactRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/contacts/{contactId}',
  request: { params: contactParams },
  responses: { 200: one, ...companyErrors },
});

export const updateContactRoute = createRoute({
  method: 'put',
  path: '/companies/{companyId}/contacts/{contactId}',
  description: `${FIELDS} Only the fields sent change; an empty value (or null) clears one. Admins only.`,
  request: { params: contactParams },
  responses: { 200: one, ...companyErrors },
});

export const deleteContactRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/contacts/{contactId}',
  description: 'Admins only.',
  request: { params: contactParams },
  responses: { 200: deletedResponse, ...companyErrors },
});
