import { toFormData } from '@/lib/api/form-data';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { appendLocations, formatLocations, parseLocations } from './locations';

/** What the retailer form edits, as typed (ids as select values, locations as text). */
export type RetailerFormValues = {
  name: string;
  website: string;
  description: string;
  category_id: string;
  directory_retailer_id: string;
  locationsText: string;
};

export const EMPTY_RETAILER_FORM: RetailerFormValues = {
  name: '',
  website: '',
  description: '',
  category_id: '',
  directory_retailer_id: '',
  locationsText: '',
};

export function retailerFormValues(retailer: CompanyRetailer | undefined): RetailerFormValues {
  if (!retailer) return EMPTY_RETAILER_FORM;
  return {
    name: retailer.name,
    website: retailer.website ?? '',
    description: retailer.description ?? '',
    category_id: retailer.category_id ? String(retailer.category_id) : '',
    directory_retailer_id: retailer.directory_retailer_id ? String(retailer.directory_retailer_id) : '',
    locationsText: formatLocations(retailer.locations),
  };
}

/** The values checked with the contract's `retailerBody` (locations as the parsed list). */
export function retailerBodyInput(values: RetailerFormValues) {
  const { locationsText, ...rest } = values;
  return { ...rest, locations: parseLocations(locationsText) };
}

/**
 * The multipart body of `POST companies/{id}/retailers` or, with `update`, of `POST …/{retailerId}`
 * with `_method=PUT`. Text is sent as typed (trimmed) so an emptied field clears the stored one;
 * locations go as repeated `locations[]` values.
 */
export function retailerFormData(values: RetailerFormValues, image: File | Blob | null, options: { update?: boolean; removeImage?: boolean } = {}): FormData {
  const { locations, ...fields } = retailerBodyInput(values);
  const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()]));
  const form = toFormData(trimmed, image);
  appendLocations(form, locations);
  if (options.removeImage && !image) form.set('remove_image', '1');
  if (options.update) form.set('_method', 'PUT');
  return form;
}
