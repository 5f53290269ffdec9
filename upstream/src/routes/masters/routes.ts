import { createRoute } from '@hono/zod-openapi';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { masterLinkBody, masterLinkResource, masterLinkUpdateBody } from '@/lib/contract/relations';
import { json, jsonBody } from '../../lib/router';
import { companyAccess, companyErrors, companyParams, recordParams } from '../../lib/company-access';

/** What differs between master partners and master distributors. */
export type MasterRouteSpec = { segment: string; idName: string; label: string };

/** The five routes of a master link resource (`companies/{companyId}/<segment>[/{<idName>}]`). */
export function masterRoutes(spec: MasterRouteSpec) {
  const list = `/companies/{companyId}/${spec.segment}`;
  const one = `${list}/{${spec.idName}}`;
  const params = recordParams(spec.idName);
  const oneLink = json(dataOf(masterLinkResource), 'The link with the directory entry’s name, website and country');
  return {
    list: createRoute({
      middleware: [companyAccess('read')],
      method: 'get',
      path: list,
      request: { params: companyParams, query: catalogueListQuery },
      responses: { 200: json(pageOf(masterLinkResource), `The company's ${spec.segment}, paged; search and sort by the entry's name`), ...companyErrors },
    }),
    create: createRoute({
      middleware: [companyAccess('write')],
      method: 'post',
      path: list,
      description: `Links an entry of the shared ${spec.label.toLowerCase()} directory into the company (once).`,
      request: { params: companyParams, ...jsonBody(masterLinkBody) },
      responses: { 201: oneLink, ...companyErrors },
    }),
    get: createRoute({
      middleware: [companyAccess('read')],
      method: 'get',
      path: one,
      request: { params },
      responses: { 200: oneLink, ...companyErrors },
    }),
    update: createRoute({
      middleware: [companyAccess('write')],
      method: 'put',
      path: one,
      description: 'The notes change when sent; empty or null clears them.',
      request: { params, ...jsonBody(masterLinkUpdateBody) },
      responses: { 200: oneLink, ...companyErrors },
    }),
    remove: createRoute({
      middleware: [companyAccess('write')],
      method: 'delete',
      path: one,
      description: 'Unlinks the entry; the directory entry itself stays.',
      request: { params },
      responses: { 200: json(messageBody, 'Unlinked'), ...companyErrors },
    }),
  };
}
