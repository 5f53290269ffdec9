import { and, asc, eq } from 'drizzle-orm';
import type { CrossCompanyRetailer } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companies, companyRetailers } from '../../db/schema';
import { queryRetailers } from './query-retailers';
import { visibleRetailerScope } from './visible-retailer-scope';

/**
 * `GET companies/retailers/company-retailer?directory_retailer_id=`: the caller's company retailers
 * linked to that directory entry (one per company at most), by company name; empty when none.
 */
export async function findCompanyRetailersByDirectory(db: Db, userId: number, directoryRetailerId: number): Promise<CrossCompanyRetailer[]> {
  const scope = await visibleRetailerScope(db, userId);
  if (!scope) return [];
  return queryRetailers(db, {
    where: and(scope, eq(companyRetailers.directoryRetailerId, directoryRetailerId)),
    orderBy: [asc(companies.name), asc(companyRetailers.id)],
  });
}
