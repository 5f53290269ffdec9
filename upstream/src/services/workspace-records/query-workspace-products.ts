import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { WorkspaceProduct } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { brands, companies, notes, productImages, products, users, workspaceBrands, workspaceProducts, workspaces } from '../../db/schema';
import { applyWindow } from '../../lib/list-query';
import type { ListWindow } from '../../lib/list-query';
import { uploadUrl } from '../../lib/user-resource';
import { toMemberUser } from '../workspaces/present-workspaces';

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
