import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env';
import { bearerSecurity } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
export { idHook, pathId } from '../../lib/path-ids';

/** Shared by the companies, brands and products routers (issue 4). */

export const companyBase = (tag: string) => ({ tags: [tag], security: bearerSecurity, middleware: [requireAuth('companies')] });

export type { DocumentedBody } from '../../lib/resource-router';
export { formBody, jsonDoc } from '../../lib/resource-router';
import type { DocumentedBody } from '../../lib/resource-router';

/**
 * Documents `route` with `body` but routes it with digits-only ids (`/companies/:companyId{[0-9]+}`),
 * so static siblings other routers mount (`companies/retailers`) are never taken for an id, and
 * without body validation: the handler reads the body itself (multipart forms; JSON where null
 * clears a field) after the access check, so outsiders get 404 whatever they send.
 */
export function companyRoute<R extends RouteConfig>(router: OpenAPIHono<AppEnv>, route: R, body?: DocumentedBody): R {
  const { middleware: _middleware, hide: _hide, ...documented } = route;
  router.openAPIRegistry.registerPath(body ? { ...documented, request: { ...documented.request, body } } : documented);
  return { ...route, path: route.path.replace(/\{(\w+Id)\}/g, '{$1{[0-9]+}}'), hide: true };
}
