import { eq } from 'drizzle-orm';
import type { Brand } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { brands } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { saveImage } from '../uploads/save-image';
import type { BrandValues } from './present-brand';
import { toBrandResource } from './present-brand';
import { countBrandProducts, requireBrand } from './read-brands';

/** `POST …/brands/{brandId}` with `_method=PUT`, or `PUT` (admins): only the values given change. */
export async function updateBrand(deps: AppDeps, access: CompanyAccess, userId: number, brandId: number, values: BrandValues, image?: File): Promise<Brand> {
  if (!access.canEdit) throw forbidden();
  await requireBrand(deps.db, access.companyId, brandId);
  const imageName = image ? await saveImage(deps, image, 'image', userId) : undefined;
  const [row] = await deps.db
    .update(brands)
    .set({ ...values, image: imageName, updatedAt: deps.now() })
    .where(eq(brands.id, brandId))
    .returning();
  const counts = await countBrandProducts(deps.db, [row.id]);
  return toBrandResource(row, counts.get(row.id) ?? 0);
}
