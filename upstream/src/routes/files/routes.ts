import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { contentFilterQuery } from '@/lib/contract/content-common';
import { discussionResource } from '@/lib/contract/discussions';
import { fileCompareQuery, fileDetailResource, fileResource, fileVersionCompareResource, fileVersionResource } from '@/lib/contract/files';
import { documentBytes } from '../../lib/document-bytes';
import { errorResponses, json } from '../../lib/router';
import { pathId } from '../../lib/path-ids';

const errors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
const fileParams = z.object({ fileId: pathId });
const versionParams = z.object({ fileId: pathId, versionId: pathId });
const detail = json(dataOf(fileDetailResource), 'The file with every version (newest first) and its discussions');
const version = json(dataOf(fileVersionResource), 'The version');
const CONTENT =
  '`file` (a document: PDF, Office, OpenDocument, image, text, CSV or ZIP, at most DOCUMENT_MAX_BYTES) or `external_url` (http/https), exactly one.';

export const listFilesRoute = createRoute({
  method: 'get',
  path: '/files',
  description:
    'Global filters: workspace_ids (default: every workspace the caller sees), retailer_ids, brand_ids, product_ids (workspace record ids), category, date_from/date_to (creation, inclusive UTC days), search (name or description), sort.',
  request: { query: contentFilterQuery },
  responses: { 200: json(pageOf(fileResource), 'Files shared with the workspaces in scope, paged'), ...errorResponses },
});

export const retailerFilesRoute = createRoute({
  method: 'get',
  path: '/workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/files',
  request: { params: z.object({ workspaceId: pathId, workspaceCompanyRetailerId: pathId }), query: contentFilterQuery },
  responses: { 200: json(pageOf(fileResource), "The workspace retailer's files in this workspace, paged"), ...errors },
});

export const createFileRoute = createRoute({
  method: 'post',
  path: '/files',
  description: `multipart/form-data: name, workspace_id, ${CONTENT} Optional: description, category, workspace_ids[] (other workspaces), retailer_ids[], workspace_company_retailer_id, workspace_company_brand_id, workspace_company_product_id (workspace records of those workspaces). The caller must be allowed to create resources in every workspace named.`,
  responses: { 201: detail, ...errors },
});

export const showFileRoute = createRoute({
  method: 'get',
  path: '/files/{fileId}',
  request: { params: fileParams },
  responses: { 200: detail, ...errors },
});

export const updateFileRoute = createRoute({
  method: 'put',
  path: '/files/{fileId}',
  description:
    'JSON (or a form): name, description, category, workspace_ids, retailer_ids, workspace_company_retailer_id, workspace_company_brand_id, workspace_company_product_id. The fields sent change (null clears an optional one). workspace_ids replaces the workspaces the caller sees; the owner workspace stays. Its author or a workspace admin.',
  request: { params: fileParams },
  responses: { 200: detail, ...errors },
});

export const deleteFileRoute = createRoute({
  method: 'delete',
  path: '/files/{fileId}',
  request: { params: fileParams },
  responses: { 200: json(messageBody, 'Deleted, stored bytes of every version included'), ...errors },
});

export const addVersionRoute = createRoute({
  method: 'post',
  path: '/files/{fileId}/version',
  description: `multipart/form-data: ${CONTENT} The new version (highest number) is the file's content.`,
  request: { params: fileParams },
  responses: { 201: version, ...errors },
});

export const showVersionRoute = createRoute({
  method: 'get',
  path: '/files/{fileId}/version/{versionId}',
  request: { params: versionParams },
  responses: { 200: version, ...errors },
});

export const downloadVersionRoute = createRoute({
  method: 'get',
  path: '/files/{fileId}/version/{versionId}/download',
  description: 'Project addition: streams the stored bytes as an attachment (sniffed type, nosniff). A version that is an external link is a 422.',
  request: { params: versionParams },
  responses: { 200: documentBytes('The document'), ...errors },
});

export const previewVersionRoute = createRoute({
  method: 'get',
  path: '/files/{fileId}/version/{versionId}/preview',
  description:
    "Project addition: the download's bytes for showing in the page. A PDF or a PNG, JPEG, GIF or WebP image is `inline` (sniffed type, nosniff, a CSP that runs nothing and allows framing by this origin only); any other type stays an attachment. Same access as the download; a version that is an external link is a 422.",
  request: { params: versionParams },
  responses: { 200: documentBytes('The document, inline when previewable'), ...errors },
});

export const compareVersionRoute = createRoute({
  method: 'get',
  path: '/files/{fileId}/version/{versionId}/compare',
  description:
    'Project addition: a unified line diff from version `with` (another version of the same file; 404 otherwise) to this one, with 3 unchanged lines of context around each change and `skip` for a longer unchanged run. Both must be uploaded text versions (plain text, CSV, TSV, Markdown or JSON), each at most 1 MB and 20,000 lines; a link, another type, a larger version or two versions too different to diff in bounded time is a 422 on `version` or `with`. Same access as the download.',
  request: { params: versionParams, query: fileCompareQuery },
  responses: { 200: json(dataOf(fileVersionCompareResource), 'The line diff'), ...errors },
});

export const deleteVersionRoute = createRoute({
  method: 'delete',
  path: '/files/{fileId}/version/{versionId}',
  description: 'A file keeps at least one version (422 for the last one).',
  request: { params: versionParams },
  responses: { 200: json(messageBody, 'Deleted'), ...errors },
});

export const createFileDiscussionRoute = createRoute({
  method: 'post',
  path: '/files/{fileId}/discussion',
  description: 'JSON (or a form): title, body. Anyone who can read the file may start a discussion (read-only teams included).',
  request: { params: fileParams },
  responses: { 201: json(dataOf(discussionResource), 'The discussion'), ...errors },
});
