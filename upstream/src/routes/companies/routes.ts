import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import {
  checkSubdomainBody,
  companyListQuery,
  companyResource,
  companyTeamBody,
  createCompanyBody,
  generatedSubdomain,
  generateSubdomainBody,
  subdomainAvailability,
  updateCompanyBody,
} from '@/lib/contract/companies';
import { errorResponses, json } from '../../lib/router';
import { formBody, jsonDoc } from '../../lib/resource-router';
import { pathId } from '../../lib/path-ids';

const companyParams = { params: z.object({ companyId: pathId }) };
const errors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
const oneCompany = json(dataOf(companyResource), 'The company as the caller sees it');

export const listCompaniesRoute = createRoute({
  method: 'get',
  path: '/companies',
  request: { query: companyListQuery },
  responses: { 200: json(pageOf(companyResource), "The companies of the caller's teams"), ...errorResponses },
});

export const createCompanyRoute = createRoute({
  method: 'post',
  path: '/companies',
  description: 'multipart/form-data: the fields below and image (file, optional). team_id is one of the caller’s admin teams; it owns the company.',
  responses: { 201: oneCompany, ...errorResponses },
});

export const generateSubdomainRoute = createRoute({
  method: 'post',
  path: '/companies/generate-subdomain',
  description: 'The slug of the name (ASCII, lowercase, hyphens, 3–63 characters, not reserved), made unique with -2, -3, …',
  responses: { 200: json(dataOf(generatedSubdomain), 'A free subdomain'), ...errorResponses },
});

export const checkSubdomainRoute = createRoute({
  method: 'post',
  path: '/companies/check-subdomain-availability',
  description: 'A badly formed subdomain is `available: false` with the rule as `reason`; with company_id, that company’s own subdomain is available.',
  responses: { 200: json(dataOf(subdomainAvailability), 'Whether the subdomain can be used'), ...errorResponses },
});

export const getCompanyRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}',
  request: companyParams,
  responses: { 200: oneCompany, ...errors },
});

const update = {
  path: '/companies/{companyId}',
  description: 'multipart/form-data (sent as POST with _method=PUT): the fields sent change, empty ones are cleared; image (file, optional). Admins only.',
  request: companyParams,
  responses: { 200: oneCompany, ...errors },
} as const;
export const updateCompanyRoute = createRoute({ ...update, method: 'post' });
export const putCompanyRoute = createRoute({ ...update, method: 'put' });

export const deleteCompanyRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}',
  request: companyParams,
  responses: { 200: json(messageBody, 'Deleted with its catalogue'), ...errors },
});

export const attachTeamRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/team',
  description: 'Links a team the caller administers (the caller also administers the company).',
  request: companyParams,
  responses: { 200: oneCompany, ...errors },
});

export const detachTeamRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/team/{teamId}',
  description: 'Admins only. The last team cannot be removed (422).',
  request: { params: z.object({ companyId: pathId, teamId: pathId }) },
  responses: { 200: json(messageBody, 'Team removed from the company'), ...errors },
});

/** Request bodies, for the OpenAPI document (the handlers read and validate them). */
export const bodies = {
  createCompany: formBody(createCompanyBody, { image: 'one' }),
  updateCompany: formBody(updateCompanyBody, { image: 'one' }),
  generateSubdomain: jsonDoc(generateSubdomainBody),
  checkSubdomain: jsonDoc(checkSubdomainBody),
  companyTeam: jsonDoc(companyTeamBody),
};
