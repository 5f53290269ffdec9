import { eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRetailers } from '../../db/schema';
import { visibleCompanyIds } from '../access/company-guard';

/**
 * The condition "a retailer of a company the caller can see" (optionally of one company), or null
 * when that is nothing at all (no visible company, or `companyId` not among them).
 */
export async function visibleRetailerScope(db: Db, userId: number, companyId?: number): Promise<SQL | null> {
  const ids = await visibleCompanyIds(db, userId);
  if (companyId !== undefined) return ids.includes(companyId) ? eq(companyRetailers.companyId, companyId) : null;
  return ids.length ? inArray(companyRetailers.companyId, ids) : null;
}
