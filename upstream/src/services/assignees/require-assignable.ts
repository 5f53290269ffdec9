import { and, eq } from 'drizzle-orm';
import type { AssignableType } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { brands, companyRetailers, products } from '../../db/schema';
import { fieldError } from '../../lib/errors';

const TABLES = { brand: brands, product: products, retailer: companyRetailers } as const;

/** The assigned item must be a brand, product or retailer of this company (422 on `assignable_id` otherwise). */
export async function requireAssignable(db: Db, companyId: number, type: AssignableType, id: number): Promise<void> {
  const table = TABLES[type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .limit(1);
  if (!row) throw fieldError('assignable_id', `The selected ${type} is not one of this company's ${type}s.`);
}
