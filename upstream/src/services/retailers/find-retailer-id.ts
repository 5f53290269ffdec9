import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRetailers } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** Confirms the retailer belongs to this company (404 otherwise) without loading its resource. */
export async function findRetailerId(db: Db, companyId: number, retailerId: number): Promise<number> {
  const [row] = await db
    .select({ id: companyRetailers.id })
    .from(companyRetailers)
    .where(and(eq(companyRetailers.id, retailerId), eq(companyRetailers.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Retailer');
  return row.id;
}
