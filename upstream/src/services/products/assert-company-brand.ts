import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { fieldError } from '../../lib/errors';

const MAX_ID = 2_147_483_647;

/** A product's brand must be a brand of the same company: 422 on `brand_id` otherwise (another company's brand included). */
export async function assertCompanyBrand(db: Db, companyId: number, brandId: number): Promise<void> {
  const [row] =
    brandId > MAX_ID
      ? []
      : await db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.id, brandId), eq(brands.companyId, companyId)))
          .limit(1);
  if (!row) throw fieldError('brand_id', 'The selected brand is invalid.');
}
