import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from './errors';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import { laravelMessage } from './validation';
import type { z } from 'zod';

/** The zod-openapi hook: a failed request schema becomes Laravel's 422. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context) {
  if (!result.success) {
    const errors = fieldErrorsFromZod(result.error as z.ZodError);
    return c.json({ message: laravelMessage(errors), errors }, 422);
  }
  return undefined;
}

/** Maps every thrown error to a JSON answer; stack traces stay in the log. */
export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
    const body = err.errors ? { message: err.message, errors: err.errors } : { message: err.message };
    return c.json(body, err.status as ContentfulStatusCode);
  }
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Bad request.' }, err.status);
  }
  console.error('[upstream] unhandled error', c.req.method, c.req.path, err);
  return c.json({ message: 'Server Error' }, 500);
}

export const notFoundHandler = (c: Context) => c.json({ message: 'Not found.' }, 404);
