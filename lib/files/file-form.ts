/**
 * The file forms' values and what they send: `POST files` and `POST files/{id}/version` (multipart,
 * sent with progress) and `PUT files/{id}` (JSON). Pure, so the rules are tested without a browser.
 */
import type { FormFieldValue } from '@/lib/api/form-data';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { FileRecord } from '@/lib/contract/files';
import { tooLargeMessage, UPLOAD_MAX_BYTES } from './limits';

export type FileFormValues = {
  name: string;
  description: string;
  /** '' = no category. */
  category: string;
  /** The first is where the file is created (`workspace_id`); all of them are `workspace_ids`. */
  workspaceIds: number[];
  retailerIds: number[];
  brandId: number | null;
  productId: number | null;
};

/** The content of a new file or version: an upload or an external link. */
export type ContentSource = { mode: 'upload'; file: File | null } | { mode: 'url'; url: string };

export const emptyFileForm = (workspaceIds: number[]): FileFormValues => ({
  name: '',
  description: '',
  category: '',
  workspaceIds,
  retailerIds: [],
  brandId: null,
  productId: null,
});

/** A file's stored details as form values (the edit dialog starts from them). */
export const fileFormFrom = (file: FileRecord): FileFormValues => ({
  name: file.name,
  description: file.description ?? '',
  category: file.category ?? '',
  // The owner workspace first, so the order the upstream keeps is unchanged.
  workspaceIds: [file.workspace_id, ...file.workspace_ids.filter((id) => id !== file.workspace_id)],
  retailerIds: file.retailer_ids,
  brandId: file.workspace_company_brand_id,
  productId: file.workspace_company_product_id,
});

/** The details as the contract's field names (ids comma-separated, as `idList` reads them). */
function detailFields(v: FileFormValues) {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    category: v.category,
    workspace_ids: v.workspaceIds.join(','),
    retailer_ids: v.retailerIds.join(','),
    workspace_company_brand_id: v.brandId ?? '',
    workspace_company_product_id: v.productId ?? '',
  };
}

/** `POST files` text fields, to check with `fileCreateBody` and then send. */
export function createFields(v: FileFormValues, source: ContentSource): Record<string, string | number> {
  return {
    ...detailFields(v),
    workspace_id: v.workspaceIds[0] ?? '',
    ...(source.mode === 'url' ? { external_url: source.url.trim() } : {}),
  };
}

/** `PUT files/{id}` body, to check with `fileUpdateBody` (every detail is sent: an emptied one clears). */
export const updateFields = (v: FileFormValues): Record<string, string | number> => detailFields(v);

/** `POST files/{id}/version` text fields. */
export const versionFields = (source: ContentSource): Record<string, string> => (source.mode === 'url' ? { external_url: source.url.trim() } : {});

/** What the schema cannot see: the chosen file (present, not too large) or the URL being there. */
export function sourceErrors(source: ContentSource, maxBytes = UPLOAD_MAX_BYTES): FieldErrors {
  if (source.mode === 'url') return source.url.trim() ? {} : { external_url: ['The external url field is required.'] };
  if (!source.file) return { file: ['Choose a file to upload.'] };
  if (source.file.size > maxBytes) return { file: [tooLargeMessage()] };
  if (source.file.size === 0) return { file: ['The file is empty.'] };
  return {};
}

/** The multipart body: text fields first, the document last (the upstream streams it to storage). */
export function multipartBody(fields: Record<string, FormFieldValue>, source: ContentSource): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.set(key, String(value));
  }
  if (source.mode === 'upload' && source.file) form.set('file', source.file, source.file.name);
  return form;
}
