import type { Brand } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { brands } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { saveImage } from '../uploads/save-image';
import type { BrandValues } from './present-brand';
import { toBrandResource } from './present-brand';

/** `POST companies/{id}/brands` (admins): the values are validated; the image is stored last. */
export async function createBrand(deps: AppDeps, access: CompanyAccess, userId: number, values: BrandValues & { name: string }, image?: File): Promise<Brand> {
  if (!access.canEdit) throw forbidden();
  const imageName = image ? await saveImage(deps, image, 'image', userId) : null;
  const [row] = await deps.db
    .insert(brands)
    .values({ ...values, companyId: access.companyId, image: imageName })
    .returning();
  return toBrandResource(row, 0);
}
