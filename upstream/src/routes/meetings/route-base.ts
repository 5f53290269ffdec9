import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { messageBody } from '@/lib/contract/common';
import { pathId } from '../../lib/path-ids';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
export { idHook } from '../../lib/path-ids';

/** Every meetings route authenticates with the `meetings` ability; path ids are digits only (numericIds). */
export const meetingBase = (tag = 'meetings') => ({ tags: [tag], security: bearerSecurity, middleware: [requireAuth('meetings')] });
export const meetingParams = z.object({ meetingId: pathId });
export const meetingErrors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
export const deleted = json(messageBody, 'Deleted');

/** The query string as Hono's validator reads it (a repeated key is a list), `x[]` read as `x`. */
export function rawQuery(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k.replace(/\[\]$/, ''), v.length === 1 ? v[0] : v]));
}
