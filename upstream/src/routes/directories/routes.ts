import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, listOf, messageBody, pageOf } from '@/lib/contract/common';
import { directoryEntryBody, directoryEntryResource, directoryListQuery, directorySearchQuery } from '@/lib/contract/directories';
import type { DirectoryKind } from '@/lib/contract/directories';
import { errorResponses, json, jsonBody } from '../../lib/router';
import { DIRECTORY_LABELS } from '../../services/directories/read-directories';
import { pathId } from '../../lib/path-ids';

/** One shared directory's paths: `<kind>`, `<kind>/search`, `<kind>/{<idName>}`. */
export type DirectoryRouteSpec = { kind: DirectoryKind; idName: string };

/** The four routes of one shared directory. */
export function directoryRoutes(spec: DirectoryRouteSpec) {
  const list = `/${spec.kind}`;
  const entry = json(dataOf(directoryEntryResource), `The ${DIRECTORY_LABELS[spec.kind].toLowerCase()} entry`);
  return {
    list: createRoute({
      method: 'get',
      path: list,
      request: { query: directoryListQuery },
      responses: { 200: json(pageOf(directoryEntryResource), `The shared ${spec.kind} directory, paged`), ...errorResponses },
    }),
    // Registered before `{id}` (which takes digits only anyway).
    search: createRoute({
      method: 'get',
      path: `${list}/search`,
      description: 'As-you-type: at most 10 entries whose name contains q (case-insensitive), those starting with q first.',
      request: { query: directorySearchQuery },
      responses: { 200: json(listOf(directoryEntryResource), 'Matching entries'), ...errorResponses },
    }),
    get: createRoute({
      method: 'get',
      path: `${list}/{${spec.idName}}`,
      request: { params: z.object({ [spec.idName]: pathId }) },
      responses: { 200: entry, ...errorResponses, 404: json(messageBody, 'No such entry') },
    }),
    create: createRoute({
      method: 'post',
      path: list,
      description: 'Names are unique per directory regardless of case: a duplicate is a 422 naming the existing entry’s id.',
      request: jsonBody(directoryEntryBody),
      responses: { 201: entry, ...errorResponses },
    }),
  };
}
