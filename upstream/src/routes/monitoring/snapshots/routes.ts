import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import {
  snapshotBody,
  snapshotListQuery,
  snapshotResource,
  snapshotUpdateBody,
  versionDetailResource,
  versionListQuery,
  versionQuery,
  versionResource,
} from '@/lib/contract/monitoring/snapshots';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { pathId } from '../../../lib/path-ids';
import { binaryBody, deleted, historyErrors, PRODUCT_PATH, productIds } from '../../../lib/monitoring-routes';

const P = `${PRODUCT_PATH}/snapshots`;
const itemParams = productIds.extend({ snapshotId: pathId });
const versionParams = itemParams.extend({ versionId: pathId });
const one = json(dataOf(snapshotResource), 'The snapshot');

export const listSnapshotsRoute = createRoute({
  method: 'get',
  path: P,
  description: 'One snapshot per captured page (most recently seen first) with its URL, retailer, counts, noise filters and last version.',
  request: { params: productIds, query: snapshotListQuery },
  responses: { 200: json(pageOf(snapshotResource), 'A page of snapshots'), ...historyErrors },
});

export const createSnapshotRoute = createRoute({
  method: 'post',
  path: P,
  description:
    'JSON {page_id, html}: a manual capture of a page that cannot be scraped. Scripts are removed, the text is normalized with the page’s noise filters; a new version only when the text changed (201), else the last version is seen again (200). Records no price. Admins only.',
  request: { params: productIds },
  responses: {
    200: json(dataOf(snapshotResource), 'Unchanged content: the last version was seen again'),
    201: json(dataOf(snapshotResource), 'A new version'),
    ...historyErrors,
  },
});

export const getSnapshotRoute = createRoute({
  method: 'get',
  path: `${P}/{snapshotId}`,
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const updateSnapshotRoute = createRoute({
  method: 'put',
  path: `${P}/{snapshotId}`,
  description:
    'JSON {ignore_selectors?: string[], ignore_patterns?: string[]}: the noise filters of the snapshot’s page (a list sent replaces the page’s list). They apply from the next capture; stored versions stay. 422 for a selector or regular expression that does not parse. Admins only.',
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const deleteSnapshotRoute = createRoute({
  method: 'delete',
  path: `${P}/{snapshotId}`,
  description: 'Removes the snapshot and its versions (stored bytes stay: they are shared by content). Admins only.',
  request: { params: itemParams },
  responses: { 200: deleted('Deleted with its versions'), ...historyErrors },
});

export const listVersionsRoute = createRoute({
  method: 'get',
  path: `${P}/{snapshotId}/versions`,
  description:
    'Versions, newest first. A version exists only where the normalized text changed; seen_count and last_seen_at count the captures that found it unchanged.',
  request: { params: itemParams, query: versionListQuery },
  responses: { 200: json(pageOf(versionResource), 'A page of versions'), ...historyErrors },
});

export const getVersionRoute = createRoute({
  method: 'get',
  path: `${P}/{snapshotId}/versions/{versionId}`,
  description:
    'The version with its text, extracted fields and a line diff (`changes`) against `compare` (a version id of this snapshot; default the previous version). `?part=html|screenshot|text` answers the stored bytes instead (text/html, image/png, text/plain); the HTML is served with `Content-Security-Policy: sandbox` and `X-Content-Type-Options: nosniff`, so the stored page never runs scripts in the app’s origin.',
  request: { params: versionParams, query: versionQuery },
  responses: {
    200: {
      description: 'The version (JSON), or the raw part when `part` is given',
      content: {
        'application/json': { schema: dataOf(versionDetailResource) },
        'text/html': { schema: z.string() },
        'image/png': { schema: binaryBody },
        'text/plain': { schema: z.string() },
      },
    },
    ...historyErrors,
  },
});

export const snapshotBodies = { create: jsonDoc(snapshotBody), update: jsonDoc(snapshotUpdateBody) };
