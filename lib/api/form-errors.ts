import type { FieldErrors } from '@/lib/contract/field-errors';

/**
 * Messages of a 422 that no field of the form displays (e.g. `_`, or a field the form does not
 * have), so they can go into a toast instead of being lost.
 */
export function unshownMessages(errors: FieldErrors, shownFields: readonly string[]): string[] {
  const out: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (!shownFields.includes(field)) out.push(...messages);
  }
  return [...new Set(out)];
}
