import { createRoute } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { companyAccess, companyErrors, companyParams, recordParams } from './company-access';
import { json, jsonBody } from './router';

/** What differs between the company resources with a JSON body and the company access check in route middleware: parties and master links. */
export type CompanyJsonRouteSpec<R extends z.ZodTypeAny, B extends z.ZodTypeAny, U extends z.ZodTypeAny> = {
  /** The path segment after `/companies/{companyId}/`, and the record's path parameter. */
  segment: string;
  idName: string;
  resource: R;
  body: B;
  updateBody: U;
  /** What the answers are: the list, a created record, one record, a removed one. */
  listAnswer: string;
  createdAnswer: string;
  oneAnswer: string;
  removedAnswer: string;
  /** The operations' descriptions (create and remove have none when left out). */
  createDescription?: string;
  updateDescription: string;
  removeDescription?: string;
};

const described = (description: string | undefined) => (description ? { description } : {});

/** The five routes (`/companies/{companyId}/<segment>[/{<idName>}]`): members read, admins write, outsiders get 404. */
export function companyJsonRoutes<R extends z.ZodTypeAny, B extends z.ZodTypeAny, U extends z.ZodTypeAny>(spec: CompanyJsonRouteSpec<R, B, U>) {
  const list = `/companies/{companyId}/${spec.segment}`;
  const one = `${list}/{${spec.idName}}`;
  const params = recordParams(spec.idName);
  const oneRecord = json(dataOf(spec.resource), spec.oneAnswer);
  return {
    list: createRoute({
      middleware: [companyAccess('read')],
      method: 'get',
      path: list,
      request: { params: companyParams, query: catalogueListQuery },
      responses: { 200: json(pageOf(spec.resource), spec.listAnswer), ...companyErrors },
    }),
    create: createRoute({
      middleware: [companyAccess('write')],
      method: 'post',
      path: list,
      ...described(spec.createDescription),
      request: { params: companyParams, ...jsonBody(spec.body) },
      responses: { 201: json(dataOf(spec.resource), spec.createdAnswer), ...companyErrors },
    }),
    get: createRoute({
      middleware: [companyAccess('read')],
      method: 'get',
      path: one,
      request: { params },
      responses: { 200: oneRecord, ...companyErrors },
    }),
    update: createRoute({
      middleware: [companyAccess('write')],
      method: 'put',
      path: one,
      description: spec.updateDescription,
      request: { params, ...jsonBody(spec.updateBody) },
      responses: { 200: oneRecord, ...companyErrors },
    }),
    remove: createRoute({
      middleware: [companyAccess('write')],
      method: 'delete',
      path: one,
      ...described(spec.removeDescription),
      request: { params },
      responses: { 200: json(messageBody, spec.removedAnswer), ...companyErrors },
    }),
  };
}
