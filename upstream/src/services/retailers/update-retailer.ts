import { eq } from 'drizzle-orm';
import type { CrossCompanyRetailer, RetailerBody } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { companyRetailers } from '../../db/schema';
import { saveImage } from '../uploads/save-image';
import { assertRetailerLinks, findRetailerId, getRetailer } from './read-retailers';
import type { Patch } from '../../lib/patch';

export type RetailerPatch = Patch<RetailerBody>;

/**
 * `PUT companies/{id}/retailers/{retailerId}` (multipart `POST` with `_method=PUT` too): only the
 * fields sent change. A new image replaces the old one; `removeImage` clears it.
 */
export async function updateRetailer(
  deps: AppDeps,
  userId: number,
  companyId: number,
  retailerId: number,
  patch: RetailerPatch,
  opts: { image?: File; removeImage?: boolean } = {},
): Promise<CrossCompanyRetailer> {
  await findRetailerId(deps.db, companyId, retailerId);
  await assertRetailerLinks(deps.db, companyId, { categoryId: patch.category_id, directoryRetailerId: patch.directory_retailer_id }, retailerId);
  const imageName = opts.image ? await saveImage(deps, opts.image, 'image', userId) : opts.removeImage ? null : undefined;
  await deps.db
    .update(companyRetailers)
    .set({
      // A patch value undefined leaves the column alone (Drizzle skips it); null clears it.
      name: patch.name ?? undefined,
      website: patch.website === undefined ? undefined : patch.website || null,
      description: patch.description,
      locations: patch.locations === undefined ? undefined : (patch.locations ?? []),
      categoryId: patch.category_id,
      directoryRetailerId: patch.directory_retailer_id,
      image: imageName,
      updatedAt: deps.now(),
    })
    .where(eq(companyRetailers.id, retailerId));
  return getRetailer(deps.db, companyId, retailerId);
}
