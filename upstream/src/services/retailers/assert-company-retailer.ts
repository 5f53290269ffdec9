import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRetailers } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { fitsInteger } from './fits-integer';

/** A retailer named in a body (contact, review) must be one of this company's retailers: 422 otherwise. */
export async function assertCompanyRetailer(db: Db, companyId: number, retailerId: number, field = 'company_retailer_id'): Promise<void> {
  const invalid = fieldError(field, 'The selected retailer is invalid.');
  if (!fitsInteger(retailerId)) throw invalid;
  const [row] = await db
    .select({ id: companyRetailers.id })
    .from(companyRetailers)
    .where(and(eq(companyRetailers.id, retailerId), eq(companyRetailers.companyId, companyId)))
    .limit(1);
  if (!row) throw invalid;
}
