import { and, count, eq, inArray } from 'drizzle-orm';
import type { WorkspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { brands, workspaceBrands } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { idsFilter, withinDays } from './list-filters';
import { queryWorkspaceBrands } from './query-workspace-brands';

/** The workspace brands of `workspaceIds` (already reduced to what the caller may see): `brand_ids`, days added, `search`. */
export async function listWorkspaceBrands(db: Db, workspaceIds: number[], query: WorkspaceRecordListQuery) {
  const { page, per_page } = query;
  if (workspaceIds.length === 0) return paged([], 0, page, per_page);
  const where = and(
    inArray(workspaceBrands.workspaceId, workspaceIds),
    idsFilter(workspaceBrands.id, query.brand_ids),
    nameFilter(brands.name, query.search),
    ...withinDays(workspaceBrands.createdAt, query.date_from, query.date_to),
  );
  const [{ n }] = await db.select({ n: count() }).from(workspaceBrands).innerJoin(brands, eq(brands.id, workspaceBrands.brandId)).where(where);
  const orderBy = orderFor(query.sort, { name: brands.name, createdAt: workspaceBrands.createdAt, id: workspaceBrands.id });
  const data = await queryWorkspaceBrands(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
