import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Db } from '../../db/client';
import { requireContentWorkspaces } from '../access/content-guard';
import { requireWorkspaceRetailerId } from '../workspace-records/require-workspace-retailer-id';
import { listFiles } from './list-files';

/**
 * `GET workspaces/{id}/retailers/{workspaceRetailerId}/files`: the files of that workspace retailer
 * shared with this workspace. A retailer of another workspace is 404, like an unknown one.
 */
export async function listRetailerFiles(db: Db, userId: number, workspaceId: number, workspaceRetailerId: number, query: ContentFilterQuery) {
  await requireContentWorkspaces(db, userId, [workspaceId], 'read');
  await requireWorkspaceRetailerId(db, workspaceId, workspaceRetailerId);
  return listFiles(db, userId, [workspaceId], { ...query, retailer_ids: [workspaceRetailerId] });
}
