import { and, eq } from 'drizzle-orm';
import type { WorkspaceProduct } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { workspaceProducts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryWorkspaceProducts } from './query-workspace-products';

/** One workspace product under its workspace's path; one of another workspace is a 404 here. */
export async function getWorkspaceProduct(db: Db, workspaceId: number, id: number): Promise<WorkspaceProduct> {
  const [found] = await queryWorkspaceProducts(db, { where: and(eq(workspaceProducts.id, id), eq(workspaceProducts.workspaceId, workspaceId)) });
  if (!found) throw notFound('Product');
  return found;
}
