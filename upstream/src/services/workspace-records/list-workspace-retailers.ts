import { and, count, eq, inArray } from 'drizzle-orm';
import type { WorkspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { companyRetailers, products, retailerProducts, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { idsFilter, withinDays } from './list-filters';
import { queryWorkspaceRetailers } from './query-workspace-retailers';

/** Retailers that list one of these workspace products (through the company retailer's products). */
function carriesProducts(db: Db, workspaceProductIds: number[] | undefined) {
  if (!workspaceProductIds?.length) return undefined;
  return inArray(
    companyRetailers.id,
    db
      .select({ id: retailerProducts.companyRetailerId })
      .from(retailerProducts)
      .innerJoin(workspaceProducts, eq(workspaceProducts.productId, retailerProducts.productId))
      .where(inArray(workspaceProducts.id, workspaceProductIds)),
  );
}

/** Retailers that list a product of one of these workspace brands. */
function carriesBrands(db: Db, workspaceBrandIds: number[] | undefined) {
  if (!workspaceBrandIds?.length) return undefined;
  return inArray(
    companyRetailers.id,
    db
      .select({ id: retailerProducts.companyRetailerId })
      .from(retailerProducts)
      .innerJoin(products, eq(products.id, retailerProducts.productId))
      .innerJoin(workspaceBrands, eq(workspaceBrands.brandId, products.brandId))
      .where(inArray(workspaceBrands.id, workspaceBrandIds)),
  );
}

/**
 * The workspace retailers of `workspaceIds` (already reduced to what the caller may see), with the
 * global filters: `retailer_ids`, `brand_ids`/`product_ids` (retailers carrying them), the days it
 * was added, `search` by name. Paged; sorted by name or when it was added.
 */
export async function listWorkspaceRetailers(db: Db, workspaceIds: number[], query: WorkspaceRecordListQuery) {
  const { page, per_page } = query;
  if (workspaceIds.length === 0) return paged([], 0, page, per_page);
  const where = and(
    inArray(workspaceRetailers.workspaceId, workspaceIds),
    idsFilter(workspaceRetailers.id, query.retailer_ids),
    carriesProducts(db, query.product_ids),
    carriesBrands(db, query.brand_ids),
    nameFilter(companyRetailers.name, query.search),
    ...withinDays(workspaceRetailers.createdAt, query.date_from, query.date_to),
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(workspaceRetailers)
    .innerJoin(companyRetailers, eq(companyRetailers.id, workspaceRetailers.companyRetailerId))
    .where(where);
  const orderBy = orderFor(query.sort, { name: companyRetailers.name, createdAt: workspaceRetailers.createdAt, id: workspaceRetailers.id });
  const data = await queryWorkspaceRetailers(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
