import { and, asc, gt } from 'drizzle-orm';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { workspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { WorkspaceBrand, WorkspaceProduct, WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { workspaceBrands, workspaceProducts, workspaceRetailers } from '../../../db/schema';
import { queryWorkspaceBrands, workspaceBrandListWhere } from '../../workspace-records/read-workspace-brands';
import { queryWorkspaceProducts, workspaceProductListWhere } from '../../workspace-records/read-workspace-products';
import { queryWorkspaceRetailers, workspaceRetailerListWhere } from '../../workspace-records/read-workspace-retailers';
import type { WorkspaceScope } from '../export-dataset';
import { centsText, defineDataset, listCell } from '../export-dataset';

/**
 * `workspaces/{id}/exports/retailers|brands|products`: the workspace's records with the records
 * lists' filters (`retailer_ids`, `brand_ids`, `product_ids`, `date_from`, `date_to`, `search`);
 * `workspace_ids` is the path's workspace. The company's columns keep the import's labels.
 */
const by = <R extends { company_name: string; created_at: string }>() => [
  { header: 'Company', value: (r: R) => r.company_name },
  { header: 'Added', value: (r: R) => r.created_at },
];

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
    ...by<WorkspaceRetailer>(),
  ],
  read: ({ db, viewer }: WorkspaceScope, q, afterId, limit) =>
    queryWorkspaceRetailers(db, {
      where: and(workspaceRetailerListWhere(db, [viewer.ws.id], q), gt(workspaceRetailers.id, afterId)),
      orderBy: [asc(workspaceRetailers.id)],
      limit,
    }),
});

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
    ...by<WorkspaceBrand>(),
  ],
  read: ({ db, viewer }: WorkspaceScope, q, afterId, limit) =>
    queryWorkspaceBrands(db, {
      where: and(workspaceBrandListWhere([viewer.ws.id], q), gt(workspaceBrands.id, afterId)),
      orderBy: [asc(workspaceBrands.id)],
      limit,
    }),
});

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
    ...by<WorkspaceProduct>(),
  ],
  read: ({ db, viewer }: WorkspaceScope, q, afterId, limit) =>
    queryWorkspaceProducts(db, {
      where: and(workspaceProductListWhere(db, [viewer.ws.id], q), gt(workspaceProducts.id, afterId)),
      orderBy: [asc(workspaceProducts.id)],
      limit,
    }),
});
