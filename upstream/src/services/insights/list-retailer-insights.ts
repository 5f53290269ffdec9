import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Insight } from '@/lib/contract/insights';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import type { WorkspaceViewer } from '../workspace-records/workspace-viewer';
import { requireWorkspaceRetailerId } from '../workspace-records/require-workspace-retailer-id';
import { listInsights } from './list-insights';

/**
 * `GET workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/insights`: the insights about
 * one workspace retailer, as seen from that workspace (readers of the workspace; a retailer of
 * another workspace is 404). The other global filters still apply; `workspace_ids` and
 * `retailer_ids` are fixed by the path. `viewer` is the handler's requireWorkspaceViewer 'read'.
 */
export async function listRetailerInsights(
  db: Db,
  viewer: WorkspaceViewer,
  workspaceRetailerId: number,
  query: ContentFilterQuery,
): Promise<{ data: Insight[]; meta: PageMeta }> {
  const { userId } = viewer;
  const workspaceId = viewer.ws.id;
  await requireWorkspaceRetailerId(db, workspaceId, workspaceRetailerId);
  return listInsights(db, userId, { ...query, workspace_ids: undefined, retailer_ids: [workspaceRetailerId] }, [workspaceId]);
}
