import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { BrandRow } from './brand-columns';

/** The brand `brandId` of company `companyId`; a brand of another company is a 404 like a missing one. */
export async function requireBrand(db: Db, companyId: number, brandId: number): Promise<BrandRow> {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Brand');
  return row;
}
