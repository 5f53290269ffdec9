import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { fieldError } from '../../lib/errors';

export type RequestedLinks = {
  /** `retailer_ids` as sent. */
  retailerIds?: number[];
  /** `workspace_company_retailer_id` as sent (merged with retailer_ids). */
  primaryRetailerId?: number | null;
  brandId?: number | null;
  productId?: number | null;
};

async function found(
  db: Db,
  table: typeof workspaceRetailers | typeof workspaceBrands | typeof workspaceProducts,
  ids: number[],
  workspaceIds: number[],
): Promise<Set<number>> {
  if (ids.length === 0 || workspaceIds.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), inArray(table.workspaceId, workspaceIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The retailers, brand and product of a file must be workspace records of its workspaces (the ones
 * the caller can see); anything else is a 422 on the field that named it.
 */
export async function assertFileLinks(db: Db, workspaceIds: number[], links: RequestedLinks): Promise<void> {
  const retailerIds = [...new Set([...(links.primaryRetailerId ? [links.primaryRetailerId] : []), ...(links.retailerIds ?? [])])];
  const retailers = await found(db, workspaceRetailers, retailerIds, workspaceIds);
  if (links.primaryRetailerId && !retailers.has(links.primaryRetailerId))
    throw fieldError('workspace_company_retailer_id', 'The selected retailer is invalid.');
  if (retailerIds.some((id) => !retailers.has(id))) throw fieldError('retailer_ids', 'The selected retailers are invalid.');
  if (links.brandId && !(await found(db, workspaceBrands, [links.brandId], workspaceIds)).has(links.brandId)) {
    throw fieldError('workspace_company_brand_id', 'The selected brand is invalid.');
  }
  if (links.productId && !(await found(db, workspaceProducts, [links.productId], workspaceIds)).has(links.productId)) {
    throw fieldError('workspace_company_product_id', 'The selected product is invalid.');
  }
}
