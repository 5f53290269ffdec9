import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceRetailers } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** A 404 unless `workspaceRetailerId` is a retailer of `workspaceId`: one of another workspace is unknown here. */
export async function requireWorkspaceRetailerId(db: Db, workspaceId: number, workspaceRetailerId: number): Promise<void> {
  const [retailer] = await db
    .select({ id: workspaceRetailers.id })
    .from(workspaceRetailers)
    .where(and(eq(workspaceRetailers.id, workspaceRetailerId), eq(workspaceRetailers.workspaceId, workspaceId)))
    .limit(1);
  if (!retailer) throw notFound('Retailer');
}
