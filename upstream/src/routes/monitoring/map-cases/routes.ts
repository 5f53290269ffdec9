import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import {
  mapCaseDetailResource,
  mapCaseListQuery,
  mapCaseNoticeResource,
  mapCaseUpdateBody,
  noticeDraftBody,
  sendNoticeBody,
} from '@/lib/contract/monitoring/map-cases';
import { historyErrors } from '../../../lib/monitoring-routes';
import { pathId } from '../../../lib/path-ids';
import { jsonDoc } from '../../../lib/resource-router';
import { json } from '../../../lib/router';

const P = '/companies/{companyId}/map-cases';
const listParams = z.object({ companyId: pathId });
const itemParams = z.object({ companyId: pathId, caseId: pathId });
const detail = json(dataOf(mapCaseDetailResource), 'The case with its timeline and notices');

export const listMapCasesRoute = createRoute({
  method: 'get',
  path: P,
  description:
    'Project addition (issue 35): the company’s MAP cases, most recently changed first, paged; filters status, severity, level, retailer_id, monitoring_product_id, reason (below_map | unauthorized_seller). A case is one page, variation and seller; its evidence is the price point (or marketplace offer) and the page version that proved it. Members read.',
  request: { params: listParams, query: mapCaseListQuery },
  responses: { 200: json(pageOf(mapCaseDetailResource.omit({ events: true, notices: true })), 'A page of cases'), ...historyErrors },
});

export const getMapCaseRoute = createRoute({
  method: 'get',
  path: `${P}/{caseId}`,
  request: { params: itemParams },
  responses: { 200: detail, ...historyErrors },
});

export const updateMapCaseRoute = createRoute({
  method: 'put',
  path: `${P}/{caseId}`,
  description:
    'JSON {status?: open | closed, task_id?: id | null}: close by hand, reopen at the next level (409 when another case is open for the same page and seller), or link the task the case’s events are written to (a task the caller reads). Admins only.',
  request: { params: itemParams },
  responses: { 200: detail, ...historyErrors },
});

export const draftNoticeRoute = createRoute({
  method: 'post',
  path: `${P}/{caseId}/notice-draft`,
  description:
    'JSON {to?, subject?, body?, reset?}: the first call renders the company’s notice template (placeholders from the case; the evidence link is a share link /s/{code} to the version) to the retailer’s contact; later calls change only the fields sent; reset renders it again. Admins only.',
  request: { params: itemParams },
  responses: { 200: detail, ...historyErrors },
});

export const sendNoticeRoute = createRoute({
  method: 'post',
  path: `${P}/{caseId}/notices`,
  description:
    'JSON {idempotency_key}: mails the notice draft (rendered from the template when there is none) and records it on the case: 201. The same key again returns the first notice with 200 and mails nothing. 422 when the notice has no recipient. Admins only.',
  request: { params: itemParams },
  responses: { 201: json(dataOf(mapCaseNoticeResource), 'Sent'), 200: json(dataOf(mapCaseNoticeResource), 'Already sent with this key'), ...historyErrors },
});

export const mapCaseBodies = { update: jsonDoc(mapCaseUpdateBody), draft: jsonDoc(noticeDraftBody), send: jsonDoc(sendNoticeBody) };
