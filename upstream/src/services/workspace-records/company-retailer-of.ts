import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceRetailers } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** The company retailer behind a workspace retailer of this workspace (404 for one of another workspace). */
export async function companyRetailerOf(db: Db, workspaceId: number, workspaceRetailerId: number): Promise<number> {
  const [row] = await db
    .select({ id: workspaceRetailers.companyRetailerId })
    .from(workspaceRetailers)
    .where(and(eq(workspaceRetailers.id, workspaceRetailerId), eq(workspaceRetailers.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound('Retailer');
  return row.id;
}
