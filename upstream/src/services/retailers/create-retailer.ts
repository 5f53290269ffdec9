import type { CrossCompanyRetailer, RetailerBody } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { companyRetailers } from '../../db/schema';
import { saveImage } from '../uploads/save-image';
import { assertRetailerLinks, getRetailer } from './read-retailers';

/**
 * `POST companies/{id}/retailers` (access already checked): the links are checked before the
 * optional image is stored, so a refused call stores nothing.
 */
export async function createRetailer(deps: AppDeps, userId: number, companyId: number, body: RetailerBody, image?: File): Promise<CrossCompanyRetailer> {
  await assertRetailerLinks(deps.db, companyId, { categoryId: body.category_id, directoryRetailerId: body.directory_retailer_id });
  const imageName = image ? await saveImage(deps, image, 'image', userId) : null;
  const now = deps.now();
  const [row] = await deps.db
    .insert(companyRetailers)
    .values({
      companyId,
      name: body.name,
      website: body.website || null,
      description: body.description ?? null,
      locations: body.locations ?? [],
      categoryId: body.category_id ?? null,
      directoryRetailerId: body.directory_retailer_id ?? null,
      image: imageName,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: companyRetailers.id });
  return getRetailer(deps.db, companyId, row.id);
}
