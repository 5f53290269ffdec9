import { max, min } from 'drizzle-orm';
import type { RetailerDates } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companyRetailers } from '../../db/schema';
import { visibleRetailerScope } from './visible-retailer-scope';

/** `GET companies/retailers/dates`: when the first and the last of those retailers were added (null when none). */
export async function retailerDates(db: Db, userId: number, companyId?: number): Promise<RetailerDates> {
  const scope = await visibleRetailerScope(db, userId, companyId);
  if (!scope) return { first: null, last: null };
  const [row] = await db
    .select({ first: min(companyRetailers.createdAt), last: max(companyRetailers.createdAt) })
    .from(companyRetailers)
    .where(scope);
  const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
  return { first: iso(row?.first), last: iso(row?.last) };
}
