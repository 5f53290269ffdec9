import { and, asc, gt } from 'drizzle-orm';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { workspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { workspaceRetailers } from '../../../db/schema';
import { queryWorkspaceRetailers, workspaceRetailerListWhere } from '../../workspace-records/read-workspace-retailers';
import type { WorkspaceScope } from '../export-dataset';
import { addedColumns, listCell, defineDataset } from '../export-dataset';

/**
 * `workspaces/{id}/exports/retailers`: the workspace's retailers with the records lists' filters
 * (`retailer_ids`, `brand_ids`, `product_ids`, `date_from`, `date_to`, `search`); the path's
 * workspace is `workspace_ids`. The company's columns keep the import's labels.
 */
export const workspaceRetailersExport = defineDataset({
  name: 'retailers',
  title: 'retailers',
  ability: 'workspaces',
  query: workspaceRecordListQuery,
  columns: [
    { header: L.retailer_name, value: (r: WorkspaceRetailer) => r.name },
    { header: L.retailer_website, value: (r: WorkspaceRetailer) => r.website },
    { header: L.retailer_category, value: (r: WorkspaceRetailer) => r.category_name },
    { header: L.retailer_locations, value: (r: WorkspaceRetailer) => listCell(r.locations) },
    { header: 'Listings', value: (r: WorkspaceRetailer) => r.products_count, kind: 'number' },
    { header: 'Contacts', value: (r: WorkspaceRetailer) => r.contacts_count, kind: 'number' },
    { header: 'Files', value: (r: WorkspaceRetailer) => r.files_count, kind: 'number' },
    { header: 'Insights', value: (r: WorkspaceRetailer) => r.insights_count, kind: 'number' },
    ...addedColumns<WorkspaceRetailer>(),
  ],
  read: ({ db, viewer }: WorkspaceScope, q, afterId, limit) =>
    queryWorkspaceRetailers(db, {
      where: and(workspaceRetailerListWhere(db, [viewer.ws.id], q), gt(workspaceRetailers.id, afterId)),
      orderBy: [asc(workspaceRetailers.id)],
      limit,
    }),
});
