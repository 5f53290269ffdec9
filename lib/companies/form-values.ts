import { toFormData } from '@/lib/api/form-data';
import type { FormFieldValue } from '@/lib/api/form-data';
import type { FieldErrors } from '@/lib/contract/field-errors';

/** The rows of a list field worth sending: trimmed, empty ones dropped. */
export const cleanList = (rows: readonly string[]): string[] => rows.map((r) => r.trim()).filter(Boolean);

const isScalar = (v: unknown): v is FormFieldValue => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * A multipart body: text fields as `toFormData` sends them; list fields (arrays) as one `key[]`
 * value per item, or `key` = "" for an empty list (the contract's `stringList` reads "" as [], so a
 * list can be emptied); the image when one was chosen. Other values (objects) are left out.
 */
export function toMultipart(fields: Record<string, unknown>, image?: File | Blob | null): FormData {
  const scalars: Record<string, FormFieldValue> = {};
  const lists: [string, unknown[]][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) lists.push([key, value]);
    else if (isScalar(value)) scalars[key] = value;
  }
  const form = toFormData(scalars, image);
  for (const [key, items] of lists) {
    if (items.length === 0) form.set(key, '');
    else for (const item of items) form.append(`${key}[]`, String(item));
  }
  return form;
}

/**
 * The contract's `optionalText` turns "" into undefined, which a multipart or JSON body then leaves
 * out ("keep the stored value"). Put "" back for the fields the user emptied so the upstream can
 * clear them.
 */
export function withCleared<T extends object>(parsed: T, raw: Record<string, unknown>): T {
  const out = { ...parsed } as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && value.trim() === '' && out[key] === undefined) out[key] = '';
  }
  return out as T;
}

/** Error keys of a list field's rows (`key.0` … as zod and the upstream name them), for "fields shown". */
export const listRowKeys = (key: string, max = 100): string[] => Array.from({ length: max }, (_, i) => `${key}.${i}`);

/** A list field's own messages and each row's, from the form's field errors. */
export function listErrors(errors: FieldErrors, key: string): { own: string[]; rows: Record<number, string[]> } {
  const rows: Record<number, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const m = new RegExp(`^${key}\\.(\\d+)$`).exec(field);
    if (m) rows[Number(m[1])] = messages;
  }
  return { own: errors[key] ?? [], rows };
}
