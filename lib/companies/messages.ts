/** Section 8 style texts of the company area: success toast titles and error fallbacks. */
import { COMPANY_FETCH_ERROR } from './fetch-company';

export const MSG = {
  companyCreated: 'Company created',
  companyUpdated: 'Company updated',
  companyDeleted: 'Company deleted',
  companyCreateError: 'Error creating company',
  companyUpdateError: 'Error updating company',
  companyDeleteError: 'Error deleting company',
  companiesFetchError: 'Error fetching companies',
  companyFetchError: COMPANY_FETCH_ERROR,
  teamAdded: 'Team added to the company',
  teamRemoved: 'Team removed from the company',
  teamAddError: 'Error adding team',
  teamRemoveError: 'Error removing team',

  brandCreated: 'Brand created',
  brandUpdated: 'Brand updated',
  brandDeleted: 'Brand deleted',
  brandCreateError: 'Error creating brand',
  brandUpdateError: 'Error updating brand',
  brandDeleteError: 'Error deleting brand',
  brandsFetchError: 'Error fetching brands',

  productCreated: 'Product created',
  productUpdated: 'Product updated',
  productDeleted: 'Product deleted',
  productCreateError: 'Error creating product',
  productUpdateError: 'Error updating product',
  productDeleteError: 'Error deleting product',
  productsFetchError: 'Error fetching products',

  imageAdded: 'Image added',
  imagesAdded: 'Images added',
  imageUpdated: 'Image updated',
  imageDeleted: 'Image deleted',
  imageCreateError: 'Error uploading image',
  imageUpdateError: 'Error updating image',
  imageDeleteError: 'Error deleting image',
  imageMoveError: 'Error reordering images',
} as const;

const images = (n: number) => `${n} image${n === 1 ? '' : 's'}`;

/**
 * The one toast after a batch of image uploads (one user action, one toast): success when all went
 * up, an error that also counts what did go up when some failed, none when nothing was tried.
 */
export function imageUploadToast(added: number, failed: number): { variant: 'success' | 'error'; title: string; text?: string } | null {
  if (failed > 0) {
    const lost = `${images(failed)} could not be uploaded.`;
    return { variant: 'error', title: 'Error', text: added > 0 ? `${images(added)} added; ${lost}` : lost };
  }
  if (added === 0) return null;
  return added === 1 ? { variant: 'success', title: MSG.imageAdded } : { variant: 'success', title: MSG.imagesAdded, text: `${images(added)} were added.` };
}
