/**
 * Spec §8: failure messages come from the server response (`errors`, then `message`), otherwise
 * the fallback text. `errors` is usually Laravel's `Record<field, string[]>` (lib/contract/common.ts).
 */
export type FieldErrors = Record<string, string[]>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const texts = (v: unknown): string[] => {
  if (typeof v === 'string') return v.trim() === '' ? [] : [v.trim()];
  if (Array.isArray(v)) return v.flatMap(texts);
  if (isRecord(v)) return Object.values(v).flatMap(texts);
  return [];
};

/** Field errors of a 422 body, each field's messages as a list; `{}` when there are none. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const list = texts(value);
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/** The messages to show for a failed response: flattened `errors`, else `message`, else the fallback. */
export function errorMessages(body: unknown, fallback: string): string[] {
  if (isRecord(body)) {
    const fromErrors = [...new Set(texts(body.errors))];
    if (fromErrors.length > 0) return fromErrors;
    const fromMessage = texts(typeof body.message === 'string' ? body.message : undefined);
    if (fromMessage.length > 0) return fromMessage;
  }
  return [fallback];
}
