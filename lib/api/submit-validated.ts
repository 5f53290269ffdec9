import type { z } from 'zod';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { toast } from '@/lib/toasts/toast-store';
import { apiFetch } from './api-fetch';
import type { ApiMethod } from './api-fetch';

export type SubmitResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/**
 * Validates a form's values with the contract schema, then sends them as JSON. Field errors (ours or
 * the server's 422) come back for the form to show; any other failure becomes an error toast with
 * the section 8 message.
 */
export async function submitValidated<S extends z.ZodTypeAny, T = unknown>(
  /** Imported here, on submit, so zod stays out of the page's first load (decision 0014). */
  schema: () => Promise<S>,
  values: unknown,
  path: string,
  options: { fallback: string; method?: ApiMethod },
): Promise<SubmitResult<T>> {
  const parsed = (await schema()).safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsFromZod(parsed.error) };
  const res = await apiFetch<T>(path, { method: options.method ?? 'POST', json: parsed.data, fallback: options.fallback });
  if (res.ok) return { ok: true, data: res.data };
  if (Object.keys(res.fieldErrors).length === 0) toast.error('Error', res.messages);
  return { ok: false, fieldErrors: res.fieldErrors };
}
