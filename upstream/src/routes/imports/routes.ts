import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf, paginationQuery } from '@/lib/contract/common';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importPreviewBody, importResource, monitorListingsBody, monitorListingsResult } from '@/lib/contract/imports';
import { formBody, jsonDoc } from '../../lib/resource-router';
import { errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';
import { binaryBody } from '../../lib/monitoring-routes';

const companyParams = { params: z.object({ companyId: pathId }) };
const importParams = { params: z.object({ companyId: pathId, importId: pathId }) };
const importErrors = { ...errorResponses, 404: json(messageBody, 'Company or import not found, or not visible to the caller') };
const oneImport = (description: string) => json(dataOf(importResource), description);
const conflict = { 409: json(messageBody, 'The import is not in a state that allows this') };

export const listImportsRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/imports',
  request: { ...companyParams, query: paginationQuery },
  responses: { 200: json(pageOf(importResource), 'The company’s imports, newest first'), ...importErrors },
});

export const createImportRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/imports',
  description:
    `Multipart: \`file\`, a CSV (UTF-8; comma, semicolon or tab) or an XLSX (its first worksheet), at most ` +
    `${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; row 1 names the columns. ` +
    'Answers the import in `mapping`, with its headers, first rows, row count and a suggested mapping. Admins only.',
  request: companyParams,
  responses: { 201: oneImport('The import, waiting for its mapping'), ...importErrors },
});

export const getImportRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/imports/{importId}',
  request: importParams,
  responses: { 200: oneImport('The import with its progress, counts and first errors'), ...importErrors },
});

export const previewImportRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/imports/{importId}/preview',
  description:
    'JSON: the mapping (header → field or null) and options. Runs the dry run in the background: counts per kind of record and every ' +
    'problem by cell, writing nothing to the catalogue. The mapping is remembered for the company. Admins only.',
  request: importParams,
  responses: { 202: oneImport('Accepted: the dry run is queued'), ...conflict, ...importErrors },
});

export const confirmImportRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/imports/{importId}/confirm',
  description: 'Applies a previewed import in the background, 500 rows per transaction; rows with errors are skipped. Admins only.',
  request: importParams,
  responses: { 202: oneImport('Accepted: the import is queued'), ...conflict, ...importErrors },
});

export const importReportRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/imports/{importId}/report',
  description: 'CSV: one line per row of the file (row, cells with problems, what it did to each kind of record, messages).',
  request: importParams,
  responses: { 200: { description: 'The report as CSV', content: { 'text/csv': { schema: z.string() } } }, ...importErrors },
});

export const monitorListingsRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/listings/monitor',
  description:
    'JSON, optional: `retailer_id` (one retailer’s listings), `currency` of the MAP. Every listing URL becomes a monitored page ' +
    'of its product (a monitored product with the product’s MAP is made when needed); first checks are due at once. Admins only.',
  request: companyParams,
  responses: { 200: json(dataOf(monitorListingsResult), 'Pages made and listings already monitored'), ...importErrors },
});

export const importBodies = {
  create: formBody(z.object({ file: binaryBody })),
  preview: jsonDoc(importPreviewBody),
  monitor: jsonDoc(monitorListingsBody),
};
