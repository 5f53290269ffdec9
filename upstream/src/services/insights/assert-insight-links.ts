import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRetailers, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { laravelMessage } from '../../lib/validation';

export type InsightLinks = { retailerId: number | null; location: string | null; brandId: number | null; productId: number | null };

/**
 * The retailer, brand and product of an insight must be workspace records of one of its
 * workspaces, and its retailer location one of that retailer's company locations. Every wrong field
 * is reported at once, as a 422 naming the contract's fields.
 */
export async function assertInsightLinks(db: Db, workspaceIds: number[], links: InsightLinks): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (links.retailerId !== null) {
    const [retailer] = await db
      .select({ locations: companyRetailers.locations })
      .from(workspaceRetailers)
      .innerJoin(companyRetailers, eq(companyRetailers.id, workspaceRetailers.companyRetailerId))
      .where(and(eq(workspaceRetailers.id, links.retailerId), inArray(workspaceRetailers.workspaceId, workspaceIds)))
      .limit(1);
    if (!retailer) errors.workspace_company_retailer_id = ['The selected retailer is invalid.'];
    else if (links.location !== null && !retailer.locations.includes(links.location))
      errors.retailer_location = ["The retailer location must be one of the retailer's locations."];
  } else if (links.location !== null) {
    errors.retailer_location = ['The retailer location needs a retailer.'];
  }
  if (links.brandId !== null) {
    const [brand] = await db
      .select({ id: workspaceBrands.id })
      .from(workspaceBrands)
      .where(and(eq(workspaceBrands.id, links.brandId), inArray(workspaceBrands.workspaceId, workspaceIds)))
      .limit(1);
    if (!brand) errors.workspace_company_brand_id = ['The selected brand is invalid.'];
  }
  if (links.productId !== null) {
    const [product] = await db
      .select({ id: workspaceProducts.id })
      .from(workspaceProducts)
      .where(and(eq(workspaceProducts.id, links.productId), inArray(workspaceProducts.workspaceId, workspaceIds)))
      .limit(1);
    if (!product) errors.workspace_company_product_id = ['The selected product is invalid.'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', laravelMessage(errors), { errors });
}
