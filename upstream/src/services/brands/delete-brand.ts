import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { requireBrand } from './read-brands';

/** `DELETE companies/{id}/brands/{brandId}` (admins). Its products stay, without a brand. */
export async function deleteBrand(db: Db, access: CompanyAccess, brandId: number): Promise<void> {
  if (!access.canEdit) throw forbidden();
  await requireBrand(db, access.companyId, brandId);
  await db.delete(brands).where(eq(brands.id, brandId));
}
