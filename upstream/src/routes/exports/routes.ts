import { createRoute, z } from '@hono/zod-openapi';
import { messageBody } from '@/lib/contract/common';
import { errorResponses, json } from '../../lib/router';
import { bytesOf } from '../../lib/document-bytes';
import { pathId } from '../../lib/path-ids';
import { EXPORT_FORMATS, EXPORT_MAX_ROWS, EXPORT_MEDIA_TYPES } from '../../services/exports/export-response';
import { COMPANY_EXPORTS, WORKSPACE_EXPORTS } from '../../services/exports/registry';

const names = (map: ReadonlyMap<string, unknown>) => [...map.keys()] as [string, ...string[]];
const formatQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });

const file = (what: string) =>
  bytesOf(
    `${what} as an attachment (\`<owner>-<list>-<day>.csv|xlsx\`), streamed; at most ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows, a longer list ends with a note row.`,
    EXPORT_FORMATS.map((f) => EXPORT_MEDIA_TYPES[f]),
  );

const COMMON =
  'Project addition (decision 0029): `format=csv|xlsx` (default csv) plus exactly the filters and search of the matching list route (its paging and sort are accepted and ignored; rows come in id order). Cells that start like a formula (= + - @ tab CR) are prefixed with an apostrophe in both formats. Readers of the list may export it; others get 404 as for the list, a token without the list’s ability 403.';

export const companyExportRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/exports/{dataset}',
  description: `${COMMON} Catalogue columns are headed by the import's field labels with values as the importer reads them (prices as decimals), so an export re-imports with zero changes. \`listings\` also takes \`retailer_id\`; \`monitoring-pages\` and \`prices\` take \`monitoring_product_id\`.`,
  request: { params: z.object({ companyId: pathId, dataset: z.enum(names(COMPANY_EXPORTS)) }), query: formatQuery },
  responses: { 200: file('The company list'), ...errorResponses, 404: json(messageBody, 'Company or list not found, or not visible to the caller') },
});

export const workspaceExportRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/exports/{dataset}',
  description: `${COMMON} The path's workspace replaces \`workspace_ids\`. \`files\` exports the files' metadata, never their documents.`,
  request: { params: z.object({ workspaceId: pathId, dataset: z.enum(names(WORKSPACE_EXPORTS)) }), query: formatQuery },
  responses: { 200: file('The workspace list'), ...errorResponses, 404: json(messageBody, 'Workspace or list not found, or not visible to the caller') },
});
