import { and, asc, gt } from 'drizzle-orm';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { workspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { WorkspaceBrand } from '@/lib/contract/workspace-records';
import { workspaceBrands } from '../../../db/schema';
import { queryWorkspaceBrands, workspaceBrandListWhere } from '../../workspace-records/read-workspace-brands';
import type { WorkspaceScope } from '../export-dataset';
import { addedColumns, defineDataset } from '../export-dataset';

/**
 * `workspaces/{id}/exports/brands`: the workspace's brands with the records lists' filters
 * (`retailer_ids`, `brand_ids`, `product_ids`, `date_from`, `date_to`, `search`); the path's
 * workspace is `workspace_ids`. The company's columns keep the import's labels.
 */
export const workspaceBrandsExport = defineDataset({
  name: 'brands',
  title: 'brands',
  ability: 'workspaces',
  query: workspaceRecordListQuery,
  columns: [
    { header: L.brand_name, value: (b: WorkspaceBrand) => b.name },
    { header: 'Brand category', value: (b: WorkspaceBrand) => b.category },
    { header: 'Tagline', value: (b: WorkspaceBrand) => b.tagline },
    { header: 'Website', value: (b: WorkspaceBrand) => b.website_url },
    { header: 'Brand description', value: (b: WorkspaceBrand) => b.description },
    ...addedColumns<WorkspaceBrand>(),
  ],
  read: ({ db, viewer }: WorkspaceScope, q, afterId, limit) =>
    queryWorkspaceBrands(db, {
      where: and(workspaceBrandListWhere([viewer.ws.id], q), gt(workspaceBrands.id, afterId)),
      orderBy: [asc(workspaceBrands.id)],
      limit,
    }),
});
