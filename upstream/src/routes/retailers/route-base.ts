import type { z } from 'zod';
import { messageBody } from '@/lib/contract/common';
import { AppError } from '../../lib/errors';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import { parseOr422, validationError } from '../../lib/validation';
import { requireAuth } from '../../middleware/auth';
import type { Patch } from '../../services/retailers/patch';
import { pathId } from '../workspaces/numeric-ids';

/**
 * Shared by the company retailer, contact, review and cross-company retailer routes: every one
 * authenticates with the `companies` ability; path ids are digits only (see numericIds) and bounded.
 */
export const companyRouteBase = (tag: string) => ({ tags: [tag], security: bearerSecurity, middleware: [requireAuth('companies')] });
export { pathId };
export const notFoundResponse = json(messageBody, 'Not found, or not visible to the caller');
export const companyErrors = { ...errorResponses, 404: notFoundResponse };
export const deletedResponse = json(messageBody, 'Deleted');

/**
 * A path id that names no record (too large for the database) is a 404, like Laravel's numeric
 * route constraint; a bad query is Laravel's 422. It throws, so routes need not list its answers.
 */
export function idHook(result: { success: boolean; error?: unknown; target: string }): undefined {
  if (result.success) return undefined;
  if (result.target === 'param') throw new AppError('NOT_FOUND', 'Not found.');
  throw validationError(result.error as z.ZodError);
}

/**
 * Parses an update: the fields the request sent, validated by `schema`; a sent field that is empty
 * (or JSON null) becomes null ("clear it"), and a field not sent stays absent ("leave it").
 */
export function parsePatch<S extends z.ZodObject>(schema: S, input: Record<string, unknown>): Patch<z.infer<S>> {
  const parsed = parseOr422(schema, input) as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (!(key in input)) continue;
    const value = parsed[key];
    patch[key] = value === '' || value === undefined ? null : value;
  }
  return patch as Patch<z.infer<S>>;
}
