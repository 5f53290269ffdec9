import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import { pathId } from './path-ids';
import { deletedResponse, json, recordErrors } from './router';

/** What differs between the company records whose create and update read their own body (JSON or form): contacts, reviews, retailers. */
export type CompanyRecordRouteSpec<I extends string, R extends z.ZodTypeAny, Q extends z.ZodObject> = {
  /** The path segment after `/companies/{companyId}/`. */
  segment: string;
  /** The record's path parameter. */
  idName: I;
  resource: R;
  listQuery: Q;
  /** What the list answers, and what one record's answer is. */
  listAnswer: string;
  oneAnswer: string;
  /** The body's fields, said first in the create and update descriptions. */
  fields: string;
  /** What the update description says after the fields. */
  updateNote: string;
  deleteDescription: string;
};

/** The five routes of a company record (`/companies/{companyId}/<segment>[/{<idName>}]`): list, create, show, update, delete. */
export function companyRecordRoutes<I extends string, R extends z.ZodTypeAny, Q extends z.ZodObject>(spec: CompanyRecordRouteSpec<I, R, Q>) {
  const list = `/companies/{companyId}/${spec.segment}`;
  const path = `${list}/{${spec.idName}}`;
  const companyParams = z.object({ companyId: pathId });
  const params = z.object({ companyId: pathId, [spec.idName]: pathId } as { companyId: typeof pathId } & Record<I, typeof pathId>);
  const one = json(dataOf(spec.resource), spec.oneAnswer);
  return {
    params,
    one,
    list: createRoute({
      method: 'get',
      path: list,
      request: { params: companyParams, query: spec.listQuery },
      responses: { 200: json(pageOf(spec.resource), spec.listAnswer), ...recordErrors },
    }),
    create: createRoute({
      method: 'post',
      path: list,
      description: `${spec.fields} Admins of a company team only.`,
      request: { params: companyParams },
      responses: { 201: one, ...recordErrors },
    }),
    show: createRoute({
      method: 'get',
      path,
      request: { params },
      responses: { 200: one, ...recordErrors },
    }),
    update: createRoute({
      method: 'put',
      path,
      description: `${spec.fields} ${spec.updateNote}`,
      request: { params },
      responses: { 200: one, ...recordErrors },
    }),
    remove: createRoute({
      method: 'delete',
      path,
      description: spec.deleteDescription,
      request: { params },
      responses: { 200: deletedResponse, ...recordErrors },
    }),
  };
}
