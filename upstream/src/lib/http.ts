import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from './errors';
import { isDatabaseUnavailable, logDatabaseUnavailable } from './db-unavailable';
import { isStorageFull, noteStorageFull, STORAGE_FULL_MESSAGE } from '../storage/storage-full';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import { laravelMessage } from './validation';
import { logError } from '@/lib/log';
import type { z } from 'zod';

/** The zod-openapi hook: a failed request schema becomes Laravel's 422. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context) {
  if (!result.success) {
    const errors = fieldErrorsFromZod(result.error as z.ZodError);
    return c.json({ message: laravelMessage(errors), errors }, 422);
  }
  return undefined;
}

/** The BFF's wording (lib/upstream/responses.ts MESSAGES.unavailable), so both layers say the same. */
export const SERVICE_UNAVAILABLE = 'The service is unavailable. Please try again.';
const DB_RETRY_AFTER_SECONDS = 5;

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
  if (isStorageFull(err)) {
    // Disk full (uploads, the outbox, the database's files): the write is refused, the process stays.
    noteStorageFull(err);
    return c.json({ message: STORAGE_FULL_MESSAGE }, 507);
  }
  if (isDatabaseUnavailable(err)) {
    // An outage, not a bug: the client should wait and retry (the BFF shows its "unavailable" page).
    logDatabaseUnavailable(err);
    c.header('Retry-After', String(DB_RETRY_AFTER_SECONDS));
    return c.json({ message: SERVICE_UNAVAILABLE }, 503);
  }
  // One JSON line a collector can match to the request line (same request_id); no query string.
  logError('unhandled error', {
    request_id: c.get('requestId') as string | undefined,
    method: c.req.method,
    path: c.req.path,
    error: err.message,
    stack: err.stack,
  });
  return c.json({ message: 'Server Error' }, 500);
}

export const notFoundHandler = (c: Context) => c.json({ message: 'Not found.' }, 404);
