import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { MAX_ID } from '@/lib/contract/workspaces';
import type { z as zod } from 'zod';
import type { AppEnv } from '../app-env';
import { AppError } from './errors';
import { validationError } from './validation';

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

/**
 * The validation hook of routes with path ids: a malformed or out-of-range id names no record, so
 * 404 like Laravel's numeric route constraint, not 422; a bad query or body is Laravel's 422. It
 * throws rather than returns so the routes' typed responses need not list the hook's answers.
 */
export function idHook(result: { success: boolean; error?: unknown; target: string }): undefined {
  if (result.success) return undefined;
  if (result.target === 'param') throw new AppError('NOT_FOUND', 'Not found.');
  throw validationError(result.error as zod.ZodError);
}
