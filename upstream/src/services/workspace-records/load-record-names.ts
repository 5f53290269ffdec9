import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, companyRetailers, products, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';

/** The workspace retailers with these ids: their workspace, company retailer and name (no query when there are none). */
export async function loadWorkspaceRetailerNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workspaceRetailers.id, workspaceId: workspaceRetailers.workspaceId, companyRetailerId: companyRetailers.id, name: companyRetailers.name })
    .from(workspaceRetailers)
    .innerJoin(companyRetailers, eq(companyRetailers.id, workspaceRetailers.companyRetailerId))
    .where(inArray(workspaceRetailers.id, ids));
}

/** The workspace brands with these ids: their workspace and the brand's name (no query when there are none). */
export async function loadWorkspaceBrandNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workspaceBrands.id, workspaceId: workspaceBrands.workspaceId, name: brands.name })
    .from(workspaceBrands)
    .innerJoin(brands, eq(brands.id, workspaceBrands.brandId))
    .where(inArray(workspaceBrands.id, ids));
}

/** The workspace products with these ids: their workspace and the product's name (no query when there are none). */
export async function loadWorkspaceProductNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workspaceProducts.id, workspaceId: workspaceProducts.workspaceId, name: products.name })
    .from(workspaceProducts)
    .innerJoin(products, eq(products.id, workspaceProducts.productId))
    .where(inArray(workspaceProducts.id, ids));
}
