import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';

type LinkKey = 'workspace_company_retailer_id' | 'workspace_company_brand_id' | 'workspace_company_product_id';
type Current = { workspaceRetailerId: number | null; workspaceBrandId: number | null; workspaceProductId: number | null };

/**
 * The insight's retailer, brand and product links that sit in workspaces the editor cannot see.
 * The editor was shown null for them (security review, item 9), so a form that sends that null
 * back must not clear them: a PUT changes only what its sender could see.
 */
export async function hiddenLinkKeys(db: Db, row: Current, visibleWorkspaceIds: ReadonlySet<number>): Promise<Set<LinkKey>> {
  const hidden = new Set<LinkKey>();
  const check = async (key: LinkKey, id: number | null, table: typeof workspaceRetailers | typeof workspaceBrands | typeof workspaceProducts) => {
    if (id === null) return;
    const [link] = await db
      .select({ workspaceId: table.workspaceId })
      .from(table)
      .where(inArray(table.id, [id]))
      .limit(1);
    if (link && !visibleWorkspaceIds.has(link.workspaceId)) hidden.add(key);
  };
  await Promise.all([
    check('workspace_company_retailer_id', row.workspaceRetailerId, workspaceRetailers),
    check('workspace_company_brand_id', row.workspaceBrandId, workspaceBrands),
    check('workspace_company_product_id', row.workspaceProductId, workspaceProducts),
  ]);
  return hidden;
}
