import type { MiddlewareHandler } from 'hono';
import { z } from '@hono/zod-openapi';
import { messageBody } from '@/lib/contract/common';
import type { AppEnv } from '../app-env';
import { notFound } from './errors';
import { bearerSecurity, errorResponses, json } from './router';
import { requireAuth } from '../middleware/auth';
import { requireCompany } from '../services/access/company-guard';
import { pathId } from './path-ids';

/*
 * The route kit shared by the company sub-resources (partners, distributors, master
 * links, assignees, company users; spec §7, "Companies"). Paths use digits-only ids (see
 * numericIds), and access is checked in route middleware, so the order of answers follows Laravel:
 * 401, then 404 for outsiders / 403 for members writing, then 422 for the body.
 */

/** Members of the company's teams read, their admins write, outsiders get 404. */
export function companyAccess(need: 'read' | 'write'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = pathId.safeParse(c.req.param('companyId'));
    if (!id.success) throw notFound('Company');
    await requireCompany(c.var.deps.db, c.var.auth.user.id, id.data, need);
    await next();
  };
}

/** Common route fields: tag, bearer security, the `companies` ability and the company access check. */
export const companyRoute = (tag: string, need: 'read' | 'write') => ({
  tags: [tag],
  security: bearerSecurity,
  middleware: [requireAuth('companies'), companyAccess(need)],
});

/** Path parameters `{companyId}` and the record's own id under its name (e.g. `partnerId`). */
export const recordParams = (idName: string) => z.object({ companyId: pathId, [idName]: pathId });

export const companyParams = z.object({ companyId: pathId });

/** The error answers of a company route (404: the company or the record is not visible to the caller). */
export const companyErrors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
