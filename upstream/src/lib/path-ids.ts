import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { MAX_ID } from '@/lib/contract/workspaces';
import type { AppEnv } from '../../app-env';

/** A numeric path id; the route pattern already admits digits only, so this bounds it to `integer`. */
export const pathId = z.coerce.number().int().positive().max(MAX_ID);

/**
 * Documents `route` under its clean path (`/workspaces/{workspaceId}`) but routes it with
 * digits-only ids (`/workspaces/:workspaceId{[0-9]+}`), so the static siblings other routers mount
 * (`workspaces/retailers`, `workspaces/brands`, ...) are never taken for an id, whatever the order
 * in which the routers are mounted.
 */
export function numericIds<R extends RouteConfig>(router: OpenAPIHono<AppEnv>, route: R): R {
  const { middleware: _middleware, hide: _hide, ...documented } = route;
  router.openAPIRegistry.registerPath(documented);
  return { ...route, path: route.path.replace(/\{(\w+Id)\}/g, '{$1{[0-9]+}}'), hide: true };
}
