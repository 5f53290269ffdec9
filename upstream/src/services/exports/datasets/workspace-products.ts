import { and, asc, gt } from 'drizzle-orm';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { workspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { WorkspaceProduct } from '@/lib/contract/workspace-records';
import { workspaceProducts } from '../../../db/schema';
import { queryWorkspaceProducts, workspaceProductListWhere } from '../../workspace-records/read-workspace-products';
import type { WorkspaceScope } from '../export-dataset';
import { addedColumns, centsText, defineDataset } from '../export-dataset';

/**
 * `workspaces/{id}/exports/products`: the workspace's products with the records lists' filters
 * (`retailer_ids`, `brand_ids`, `product_ids`, `date_from`, `date_to`, `search`); the path's
 * workspace is `workspace_ids`. The company's columns keep the import's labels.
 */
export const workspaceProductsExport = defineDataset({
  name: 'products',
  title: 'products',
  ability: 'workspaces',
  query: workspaceRecordListQuery,
  columns: [
    { header: L.brand_name, value: (p: WorkspaceProduct) => p.brand_name },
    { header: L.product_name, value: (p: WorkspaceProduct) => p.name },
    { header: L.product_sku, value: (p: WorkspaceProduct) => p.sku },
    { header: L.product_upc, value: (p: WorkspaceProduct) => p.upc },
    { header: L.product_category, value: (p: WorkspaceProduct) => p.category },
    { header: L.product_msrp, value: (p: WorkspaceProduct) => centsText(p.msrp_cents), kind: 'decimal' },
    { header: L.product_description, value: (p: WorkspaceProduct) => p.description },
    ...addedColumns<WorkspaceProduct>(),
  ],
  read: ({ db, viewer }: WorkspaceScope, q, afterId, limit) =>
    queryWorkspaceProducts(db, {
      where: and(workspaceProductListWhere(db, [viewer.ws.id], q), gt(workspaceProducts.id, afterId)),
      orderBy: [asc(workspaceProducts.id)],
      limit,
    }),
});
