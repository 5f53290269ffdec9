import type { SQL } from 'drizzle-orm';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceProduct, WorkspaceRecordListQuery } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { brands, companies, notes, productImages, products, users, workspaceBrands, workspaceProducts, workspaces } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ListWindow } from '../../lib/list-query';
import { applyWindow, nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { uploadUrl } from '../../lib/user-resource';
import { toMemberUser } from '../workspaces/present-workspaces';
import { idsFilter, withinDays } from './read-workspace-records';

/**
 * Workspace products as the contract's resource: the product's fields, its brand (and that brand's
 * workspace brand when it is in the same workspace, for a link), its first image by position.
 */
export async function queryWorkspaceProducts(db: Db, q: ListWindow & { where: SQL | undefined }): Promise<WorkspaceProduct[]> {
  const rows = await applyWindow(
    db
      .select({
        wp: workspaceProducts,
        p: products,
        brandName: brands.name,
        workspaceName: workspaces.name,
        companyName: companies.name,
        creator: users,
        notesCount: sql<number>`(select count(*) from ${notes} where ${notes.workspaceProductId} = ${workspaceProducts.id})`.mapWith(Number),
        image: sql<
          string | null
        >`(select ${productImages.image} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`,
        workspaceBrandId: sql<
          number | null
        >`(select ${workspaceBrands.id} from ${workspaceBrands} where ${workspaceBrands.workspaceId} = ${workspaceProducts.workspaceId} and ${workspaceBrands.brandId} = ${products.brandId})`,
      })
      .from(workspaceProducts)
      .innerJoin(products, eq(products.id, workspaceProducts.productId))
      .innerJoin(workspaces, eq(workspaces.id, workspaceProducts.workspaceId))
      .innerJoin(companies, eq(companies.id, products.companyId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(users, eq(users.id, workspaceProducts.createdBy))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map((r) => ({
    id: r.wp.id,
    workspace_id: r.wp.workspaceId,
    workspace_name: r.workspaceName,
    company_id: r.p.companyId,
    company_name: r.companyName,
    product_id: r.p.id,
    brand_id: r.p.brandId,
    brand_name: r.brandName,
    workspace_brand_id: r.workspaceBrandId === null ? null : Number(r.workspaceBrandId),
    name: r.p.name,
    image: uploadUrl(r.image),
    description: r.p.description,
    sku: r.p.sku,
    upc: r.p.upc,
    category: r.p.category,
    msrp_cents: r.p.msrpCents,
    notes_count: r.notesCount,
    created_by: r.creator ? toMemberUser(r.creator) : null,
    created_at: r.wp.createdAt.toISOString(),
  }));
}

/** One workspace product under its workspace's path; one of another workspace is a 404 here. */
export async function getWorkspaceProduct(db: Db, workspaceId: number, id: number): Promise<WorkspaceProduct> {
  const [found] = await queryWorkspaceProducts(db, { where: and(eq(workspaceProducts.id, id), eq(workspaceProducts.workspaceId, workspaceId)) });
  if (!found) throw notFound('Product');
  return found;
}

/** Products whose brand is the brand of one of these workspace brands. */
function ofBrands(db: Db, workspaceBrandIds: number[] | undefined) {
  if (!workspaceBrandIds?.length) return undefined;
  return inArray(products.brandId, db.select({ id: workspaceBrands.brandId }).from(workspaceBrands).where(inArray(workspaceBrands.id, workspaceBrandIds)));
}

/** The WHERE of the workspace products list (and its export); `products` is joined. */
export function workspaceProductListWhere(
  db: Db,
  workspaceIds: number[],
  query: Omit<WorkspaceRecordListQuery, 'page' | 'per_page' | 'sort'>,
): SQL | undefined {
  return and(
    inArray(workspaceProducts.workspaceId, workspaceIds),
    idsFilter(workspaceProducts.id, query.product_ids),
    ofBrands(db, query.brand_ids),
    nameFilter(products.name, query.search),
    ...withinDays(workspaceProducts.createdAt, query.date_from, query.date_to),
  );
}

/**
 * The workspace products of `workspaceIds` (already reduced to what the caller may see):
 * `product_ids`, `brand_ids` (products of those brands), days added, `search`.
 */
export async function listWorkspaceProducts(db: Db, workspaceIds: number[], query: WorkspaceRecordListQuery) {
  const { page, per_page } = query;
  if (workspaceIds.length === 0) return paged([], 0, page, per_page);
  const where = workspaceProductListWhere(db, workspaceIds, query);
  const [{ n }] = await db.select({ n: count() }).from(workspaceProducts).innerJoin(products, eq(products.id, workspaceProducts.productId)).where(where);
  const orderBy = orderFor(query.sort, { name: products.name, createdAt: workspaceProducts.createdAt, id: workspaceProducts.id });
  const data = await queryWorkspaceProducts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}

/** `GET workspaces/{id}/products/company-product/{productId}`: that product's workspace product here, or 404. */
export async function findWorkspaceProductByCompanyProduct(db: Db, workspaceId: number, productId: number): Promise<WorkspaceProduct> {
  const [found] = await queryWorkspaceProducts(db, { where: and(eq(workspaceProducts.workspaceId, workspaceId), eq(workspaceProducts.productId, productId)) });
  if (!found) throw notFound('Product');
  return found;
}
