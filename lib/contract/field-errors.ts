import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/**
 * zod issues as Laravel's `errors` object (`{ field: [messages] }`): what the upstream answers in a
 * 422 and what the forms show beside their fields, from the same schema.
 */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
