import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyAssignees, companyRetailers } from '../../db/schema';
import { findRetailerId } from './read-retailers';

/**
 * `DELETE companies/{id}/retailers/{retailerId}`: its retailer products go with it (cascade); its
 * contacts and reviews stay with the company, no longer tied to a retailer (set null). People
 * assigned to it are unassigned (assignments have no foreign key).
 */
export async function deleteRetailer(db: Db, companyId: number, retailerId: number): Promise<void> {
  await findRetailerId(db, companyId, retailerId);
  await db.transaction(async (tx) => {
    await tx
      .delete(companyAssignees)
      .where(and(eq(companyAssignees.companyId, companyId), eq(companyAssignees.assignableType, 'retailer'), eq(companyAssignees.assignableId, retailerId)));
    await tx.delete(companyRetailers).where(eq(companyRetailers.id, retailerId));
  });
}
