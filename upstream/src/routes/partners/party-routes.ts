import { createRoute } from '@hono/zod-openapi';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { companyPartyBody, companyPartyResource, companyPartyUpdateBody } from '@/lib/contract/relations';
import { json, jsonBody } from '../../lib/router';
import { companyErrors, companyParams, companyRoute, recordParams } from '../../lib/company-access';

/** What differs between the company's partners and distributors routes. */
export type PartyRouteSpec = { segment: string; idName: string; tag: string; label: string };

/** The five CRUD routes of a company party resource (`companies/{companyId}/<segment>[/{<idName>}]`). */
export function partyRoutes(spec: PartyRouteSpec) {
  const list = `/companies/{companyId}/${spec.segment}`;
  const one = `${list}/{${spec.idName}}`;
  const params = recordParams(spec.idName);
  const oneParty = json(dataOf(companyPartyResource), `The ${spec.label.toLowerCase()}`);
  return {
    list: createRoute({
      ...companyRoute(spec.tag, 'read'),
      method: 'get',
      path: list,
      request: { params: companyParams, query: catalogueListQuery },
      responses: { 200: json(pageOf(companyPartyResource), `The company's ${spec.segment}, paged`), ...companyErrors },
    }),
    create: createRoute({
      ...companyRoute(spec.tag, 'write'),
      method: 'post',
      path: list,
      request: { params: companyParams, ...jsonBody(companyPartyBody) },
      responses: { 201: json(dataOf(companyPartyResource), `The new ${spec.label.toLowerCase()}`), ...companyErrors },
    }),
    get: createRoute({
      ...companyRoute(spec.tag, 'read'),
      method: 'get',
      path: one,
      request: { params },
      responses: { 200: oneParty, ...companyErrors },
    }),
    update: createRoute({
      ...companyRoute(spec.tag, 'write'),
      method: 'put',
      path: one,
      description: 'Only the fields sent change; an empty value (or null) clears one (the name cannot be cleared).',
      request: { params, ...jsonBody(companyPartyUpdateBody) },
      responses: { 200: oneParty, ...companyErrors },
    }),
    remove: createRoute({
      ...companyRoute(spec.tag, 'write'),
      method: 'delete',
      path: one,
      request: { params },
      responses: { 200: json(messageBody, 'Deleted'), ...companyErrors },
    }),
  };
}
