import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Db } from '../../db/client';
import type { WorkspaceViewer } from '../workspace-records/workspace-viewer';
import { requireWorkspaceRetailerId } from '../workspace-records/require-workspace-retailer-id';
import { listFiles } from './list-files';

/**
 * `GET workspaces/{id}/retailers/{workspaceRetailerId}/files`: the files of that workspace retailer
 * shared with this workspace. A retailer of another workspace is 404, like an unknown one. `viewer`
 * is the handler's requireWorkspaceViewer 'read'.
 */
export async function listRetailerFiles(db: Db, viewer: WorkspaceViewer, workspaceRetailerId: number, query: ContentFilterQuery) {
  const { userId } = viewer;
  const workspaceId = viewer.ws.id;
  await requireWorkspaceRetailerId(db, workspaceId, workspaceRetailerId);
  return listFiles(db, userId, [workspaceId], { ...query, retailer_ids: [workspaceRetailerId] });
}
