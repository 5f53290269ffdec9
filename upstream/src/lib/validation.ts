import type { z } from 'zod';
import { AppError } from './errors';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';

export function laravelMessage(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return 'The given data was invalid.';
  return all.length > 1 ? `${all[0]} (and ${all.length - 1} more error${all.length > 2 ? 's' : ''})` : all[0];
}

export function validationError(error: z.ZodError): AppError {
  const errors = fieldErrorsFromZod(error);
  return new AppError('VALIDATION', laravelMessage(errors), { errors });
}

/** Parses with a contract schema or throws a 422 AppError. */
export function parseOr422<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
