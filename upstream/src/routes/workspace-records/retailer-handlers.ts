import type { OpenAPIHono } from '@hono/zod-openapi';
import { workspaceRetailerBody } from '@/lib/contract/workspace-records';
import type { AppEnv } from '../../app-env';
import { idHook, numericIds } from '../../lib/path-ids';
import { addWorkspaceRetailer } from '../../services/workspace-records/add-workspace-retailer';
import { getWorkspaceRetailer } from '../../services/workspace-records/get-workspace-retailer';
import { listWorkspaceRetailers } from '../../services/workspace-records/list-workspace-retailers';
import { removeWorkspaceRecord } from '../../services/workspace-records/remove-workspace-record';
import { requireWorkspaceViewer } from '../../services/workspace-records/workspace-viewer';
import { readBody } from './note-actions';
import { createWorkspaceRetailerRoute, deleteWorkspaceRetailerRoute, listWorkspaceRetailersRoute, showWorkspaceRetailerRoute } from './retailer-routes';

/** `workspaces/{workspaceId}/retailers[/{id}]`: readers list and open, creators add, creator or admins remove. */
export function registerRetailerHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, listWorkspaceRetailersRoute),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      return c.json(await listWorkspaceRetailers(c.var.deps.db, [workspaceId], c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createWorkspaceRetailerRoute),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      await requireWorkspaceViewer(deps.db, userId, workspaceId, 'create');
      const body = await readBody(c, workspaceRetailerBody);
      const id = await addWorkspaceRetailer(deps, userId, workspaceId, body.company_retailer_id);
      return c.json({ data: await getWorkspaceRetailer(deps.db, workspaceId, id) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showWorkspaceRetailerRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
      await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      return c.json({ data: await getWorkspaceRetailer(c.var.deps.db, workspaceId, id) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteWorkspaceRetailerRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
      const viewer = await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      await removeWorkspaceRecord(c.var.deps.db, viewer, 'retailer', id);
      return c.json({ message: 'Retailer deleted successfully.' }, 200);
    },
    idHook,
  );
}
