import type { FieldErrors } from '@/lib/api/error-messages';

export type ServerProblems = { byHeader: Record<string, string>; currency: string[] | undefined; form: string[] };

/**
 * A refused dry run (422 `{ message, errors }`) sorted to where the form shows it: `mapping.<header>`
 * beside that column, `options.currency` under the currency, anything else above the button.
 */
export function serverProblems(fieldErrors: FieldErrors, messages: readonly string[]): ServerProblems {
  const byHeader: Record<string, string> = {};
  const form: string[] = [];
  let currency: string[] | undefined;
  for (const [key, list] of Object.entries(fieldErrors)) {
    if (key.startsWith('mapping.')) byHeader[key.slice('mapping.'.length)] = list.join(' ');
    else if (key === 'options.currency') currency = list;
    else form.push(...list);
  }
  if (Object.keys(fieldErrors).length === 0) form.push(...messages);
  return { byHeader, currency, form: [...new Set(form)] };
}
