import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env';
import { scopeWorkspaceIds } from '../../services/access/content-guard';
import { listWorkspaceBrands } from '../../services/workspace-records/list-workspace-brands';
import { listWorkspaceProducts } from '../../services/workspace-records/list-workspace-products';
import { listWorkspaceRetailers } from '../../services/workspace-records/list-workspace-retailers';
import { workspaceDates } from '../../services/workspace-records/workspace-dates';
import { crossBrandsRoute, crossProductsRoute, crossRetailersRoute, workspaceDatesRoute } from './cross-routes';

/**
 * Lists across workspaces: the requested workspaces are silently reduced to those the caller can see
 * (a shared filter URL never leaks another workspace, nor fails on one).
 */
export function registerCrossHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(crossRetailersRoute, async (c) => {
    const query = c.req.valid('query');
    const scope = await scopeWorkspaceIds(c.var.deps.db, c.var.auth.user.id, query.workspace_ids);
    return c.json(await listWorkspaceRetailers(c.var.deps.db, scope, query), 200);
  });

  router.openapi(crossBrandsRoute, async (c) => {
    const query = c.req.valid('query');
    const scope = await scopeWorkspaceIds(c.var.deps.db, c.var.auth.user.id, query.workspace_ids);
    return c.json(await listWorkspaceBrands(c.var.deps.db, scope, query), 200);
  });

  router.openapi(crossProductsRoute, async (c) => {
    const query = c.req.valid('query');
    const scope = await scopeWorkspaceIds(c.var.deps.db, c.var.auth.user.id, query.workspace_ids);
    return c.json(await listWorkspaceProducts(c.var.deps.db, scope, query), 200);
  });

  router.openapi(workspaceDatesRoute, async (c) => {
    const scope = await scopeWorkspaceIds(c.var.deps.db, c.var.auth.user.id, c.req.valid('query').workspace_ids);
    return c.json({ data: await workspaceDates(c.var.deps.db, scope) }, 200);
  });
}
