import type { SQL } from 'drizzle-orm';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceBrand, WorkspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { brands, companies, notes, users, workspaceBrands, workspaces } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ListWindow } from '../../lib/list-query';
import { applyWindow, nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { uploadUrl } from '../../lib/user-resource';
import { toMemberUser } from '../workspaces/present-workspaces';
import { idsFilter, withinDays } from './read-workspace-records';

/** Workspace brands as the contract's resource (the brand's fields, names, creator, notes count). */
export async function queryWorkspaceBrands(db: Db, q: ListWindow & { where: SQL | undefined }): Promise<WorkspaceBrand[]> {
  const rows = await applyWindow(
    db
      .select({
        wb: workspaceBrands,
        b: brands,
        workspaceName: workspaces.name,
        companyName: companies.name,
        creator: users,
        notesCount: sql<number>`(select count(*) from ${notes} where ${notes.workspaceBrandId} = ${workspaceBrands.id})`.mapWith(Number),
      })
      .from(workspaceBrands)
      .innerJoin(brands, eq(brands.id, workspaceBrands.brandId))
      .innerJoin(workspaces, eq(workspaces.id, workspaceBrands.workspaceId))
      .innerJoin(companies, eq(companies.id, brands.companyId))
      .leftJoin(users, eq(users.id, workspaceBrands.createdBy))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map((r) => ({
    id: r.wb.id,
    workspace_id: r.wb.workspaceId,
    workspace_name: r.workspaceName,
    company_id: r.b.companyId,
    company_name: r.companyName,
    brand_id: r.b.id,
    name: r.b.name,
    image: uploadUrl(r.b.image),
    description: r.b.description,
    tagline: r.b.tagline,
    category: r.b.category,
    website_url: r.b.websiteUrl,
    notes_count: r.notesCount,
    created_by: r.creator ? toMemberUser(r.creator) : null,
    created_at: r.wb.createdAt.toISOString(),
  }));
}

/** One workspace brand under its workspace's path; one of another workspace is a 404 here. */
export async function getWorkspaceBrand(db: Db, workspaceId: number, id: number): Promise<WorkspaceBrand> {
  const [found] = await queryWorkspaceBrands(db, { where: and(eq(workspaceBrands.id, id), eq(workspaceBrands.workspaceId, workspaceId)) });
  if (!found) throw notFound('Brand');
  return found;
}

/** The WHERE of the workspace brands list (and its export); `brands` is joined. */
export function workspaceBrandListWhere(workspaceIds: number[], query: Omit<WorkspaceRecordListQuery, 'page' | 'per_page' | 'sort'>): SQL | undefined {
  return and(
    inArray(workspaceBrands.workspaceId, workspaceIds),
    idsFilter(workspaceBrands.id, query.brand_ids),
    nameFilter(brands.name, query.search),
    ...withinDays(workspaceBrands.createdAt, query.date_from, query.date_to),
  );
}

/** The workspace brands of `workspaceIds` (already reduced to what the caller may see): `brand_ids`, days added, `search`. */
export async function listWorkspaceBrands(db: Db, workspaceIds: number[], query: WorkspaceRecordListQuery) {
  const { page, per_page } = query;
  if (workspaceIds.length === 0) return paged([], 0, page, per_page);
  const where = workspaceBrandListWhere(workspaceIds, query);
  const [{ n }] = await db.select({ n: count() }).from(workspaceBrands).innerJoin(brands, eq(brands.id, workspaceBrands.brandId)).where(where);
  const orderBy = orderFor(query.sort, { name: brands.name, createdAt: workspaceBrands.createdAt, id: workspaceBrands.id });
  const data = await queryWorkspaceBrands(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
