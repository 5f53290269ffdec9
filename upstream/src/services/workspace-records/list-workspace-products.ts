import { and, count, eq, inArray } from 'drizzle-orm';
import type { WorkspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { products, workspaceBrands, workspaceProducts } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { idsFilter, withinDays } from './list-filters';
import { queryWorkspaceProducts } from './query-workspace-products';

/** Products whose brand is the brand of one of these workspace brands. */
function ofBrands(db: Db, workspaceBrandIds: number[] | undefined) {
  if (!workspaceBrandIds?.length) return undefined;
  return inArray(products.brandId, db.select({ id: workspaceBrands.brandId }).from(workspaceBrands).where(inArray(workspaceBrands.id, workspaceBrandIds)));
}

/**
 * The workspace products of `workspaceIds` (already reduced to what the caller may see):
 * `product_ids`, `brand_ids` (products of those brands), days added, `search`.
 */
export async function listWorkspaceProducts(db: Db, workspaceIds: number[], query: WorkspaceRecordListQuery) {
  const { page, per_page } = query;
  if (workspaceIds.length === 0) return paged([], 0, page, per_page);
  const where = and(
    inArray(workspaceProducts.workspaceId, workspaceIds),
    idsFilter(workspaceProducts.id, query.product_ids),
    ofBrands(db, query.brand_ids),
    nameFilter(products.name, query.search),
    ...withinDays(workspaceProducts.createdAt, query.date_from, query.date_to),
  );
  const [{ n }] = await db.select({ n: count() }).from(workspaceProducts).innerJoin(products, eq(products.id, workspaceProducts.productId)).where(where);
  const orderBy = orderFor(query.sort, { name: products.name, createdAt: workspaceProducts.createdAt, id: workspaceProducts.id });
  const data = await queryWorkspaceProducts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
