import { and, eq } from 'drizzle-orm';
import type { CrossCompanyRetailer } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companyRetailers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryRetailers } from './query-retailers';

/** One retailer of this company; a retailer of another company is a 404 under this path. */
export async function getRetailer(db: Db, companyId: number, retailerId: number): Promise<CrossCompanyRetailer> {
  const [retailer] = await queryRetailers(db, { where: and(eq(companyRetailers.id, retailerId), eq(companyRetailers.companyId, companyId)) });
  if (!retailer) throw notFound('Retailer');
  return retailer;
}
