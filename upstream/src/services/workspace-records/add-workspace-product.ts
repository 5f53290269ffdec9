import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { products, workspaceProducts } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { assertVisibleCompanyRecord } from './read-workspace-records';
import { autoFollow } from '../follows/auto-follow';

/** `POST workspaces/{id}/products` (creation right already checked): a product the caller can see, once per workspace. */
export async function addWorkspaceProduct(deps: AppDeps, userId: number, workspaceId: number, productId: number): Promise<number> {
  const [source] = await deps.db.select({ companyId: products.companyId }).from(products).where(eq(products.id, productId)).limit(1);
  await assertVisibleCompanyRecord(deps.db, userId, source?.companyId, 'company_product_id', 'company product');
  const now = deps.now();
  const [row] = await deps.db
    .insert(workspaceProducts)
    .values({ workspaceId, productId, createdBy: userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: workspaceProducts.id });
  if (!row) throw fieldError('company_product_id', 'This product is already in the workspace.');
  // Who brings a record into a workspace follows it (issue 33).
  await autoFollow(deps.db, [userId], 'workspace_product', row.id);
  return row.id;
}
