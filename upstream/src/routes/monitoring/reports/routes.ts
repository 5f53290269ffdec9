import { createRoute } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { reportBody, reportContentsResource, reportListQuery, reportResource, reportUpdateBody } from '@/lib/contract/monitoring/reports';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { pathId } from '../../../lib/path-ids';
import { deleted, historyErrors, PRODUCT_PATH, productIds } from '../../../lib/monitoring-routes';

const P = `${PRODUCT_PATH}/reports`;
const itemParams = productIds.extend({ reportId: pathId });
const one = json(dataOf(reportResource), 'The report');

export const listReportsRoute = createRoute({
  method: 'get',
  path: P,
  description: 'Reports, newest first, paged; filters kind and status. The contents are at .../reports/{id}/contents.',
  request: { params: productIds, query: reportListQuery },
  responses: { 200: json(pageOf(reportResource), 'A page of reports'), ...historyErrors },
});

export const createReportRoute = createRoute({
  method: 'post',
  path: P,
  description:
    'JSON {kind: price_overview | map_violations | change_digest, from, to} (ISO dates or date-times, from before to, at most 366 days): answers 202 with status generating; the contents are generated in the background (status ready, or failed with an error). price_overview: per page, variation and currency the first, last, lowest, highest price in the period and the current one. map_violations: per page the points observed in the period below the MAP (variation override, else product; same currency only). change_digest: versions created and price, currency and availability changes in the period. Every line carries evidence {page_id, url, retailer, version_id, price_id, observed_at}; a ready report never changes. Admins only.',
  request: { params: productIds },
  responses: { 202: json(dataOf(reportResource), 'Accepted: the report is being generated'), ...historyErrors },
});

export const getReportRoute = createRoute({
  method: 'get',
  path: `${P}/{reportId}`,
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const updateReportRoute = createRoute({
  method: 'put',
  path: `${P}/{reportId}`,
  description:
    'JSON {kind?, from?, to?}: generates a failed (or interrupted, generating for over 10 minutes) report again with these values (202). A ready report is immutable: 409, create a new one; a report being generated: 409. Admins only.',
  request: { params: itemParams },
  responses: { 202: json(dataOf(reportResource), 'Accepted: generating again'), ...historyErrors },
});

export const deleteReportRoute = createRoute({
  method: 'delete',
  path: `${P}/{reportId}`,
  description: 'Removes the report, whatever its status. Admins only.',
  request: { params: itemParams },
  responses: { 200: deleted('Deleted'), ...historyErrors },
});

export const reportContentsRoute = createRoute({
  method: 'get',
  path: `${P}/{reportId}/contents`,
  description: 'The contents of a ready report (200). 202 while it is generated; 409 when it failed.',
  request: { params: itemParams },
  responses: { 200: json(dataOf(reportContentsResource), 'The report contents'), 202: json(messageBody, 'Still generating'), ...historyErrors },
});

export const reportBodies = { create: jsonDoc(reportBody), update: jsonDoc(reportUpdateBody) };
