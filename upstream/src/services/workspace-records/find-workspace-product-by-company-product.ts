import { and, eq } from 'drizzle-orm';
import type { WorkspaceProduct } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { workspaceProducts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryWorkspaceProducts } from './query-workspace-products';

/** `GET workspaces/{id}/products/company-product/{productId}`: that product's workspace product here, or 404. */
export async function findWorkspaceProductByCompanyProduct(db: Db, workspaceId: number, productId: number): Promise<WorkspaceProduct> {
  const [found] = await queryWorkspaceProducts(db, { where: and(eq(workspaceProducts.workspaceId, workspaceId), eq(workspaceProducts.productId, productId)) });
  if (!found) throw notFound('Product');
  return found;
}
