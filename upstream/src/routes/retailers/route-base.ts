import type { z } from 'zod';
import { messageBody } from '@/lib/contract/common';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import { parseOr422 } from '../../lib/validation';
import { requireAuth } from '../../middleware/auth';
import type { Patch } from '../../services/retailers/patch';
import { pathId } from '../../lib/path-ids';
export { idHook } from '../../lib/path-ids';

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
