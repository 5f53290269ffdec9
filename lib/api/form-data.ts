export type FormFieldValue = string | number | boolean | null | undefined;

/**
 * A multipart body from validated text fields and an optional image. Undefined and null fields are
 * left out (the upstream keeps the stored value); booleans become "1"/"0"; an empty string is sent
 * so a description can be cleared.
 */
export function toFormData(fields: Record<string, FormFieldValue>, image?: File | Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  if (image) form.set('image', image);
  return form;
}
