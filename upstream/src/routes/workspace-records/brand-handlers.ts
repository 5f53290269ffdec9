import type { OpenAPIHono } from '@hono/zod-openapi';
import { workspaceBrandBody } from '@/lib/contract/workspace-records';
import type { AppEnv } from '../../app-env';
import { idHook, numericIds } from '../../lib/path-ids';
import { addWorkspaceBrand } from '../../services/workspace-records/add-workspace-brand';
import { getWorkspaceBrand } from '../../services/workspace-records/get-workspace-brand';
import { listWorkspaceBrands } from '../../services/workspace-records/list-workspace-brands';
import { removeWorkspaceRecord } from '../../services/workspace-records/remove-workspace-record';
import { requireWorkspaceViewer } from '../../services/workspace-records/workspace-viewer';
import {
  brandNotesRoute,
  createBrandNoteRoute,
  createWorkspaceBrandRoute,
  deleteWorkspaceBrandRoute,
  listWorkspaceBrandsRoute,
  showWorkspaceBrandRoute,
} from './brand-routes';
import { addSubjectNote, readBody, subjectNotes } from './note-actions';

/** `workspaces/{workspaceId}/brands[/{id}]` and their notes. */
export function registerBrandHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, listWorkspaceBrandsRoute),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      return c.json(await listWorkspaceBrands(c.var.deps.db, [workspaceId], c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createWorkspaceBrandRoute),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      await requireWorkspaceViewer(deps.db, userId, workspaceId, 'create');
      const body = await readBody(c, workspaceBrandBody);
      const id = await addWorkspaceBrand(deps, userId, workspaceId, body.company_brand_id);
      return c.json({ data: await getWorkspaceBrand(deps.db, workspaceId, id) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showWorkspaceBrandRoute),
    async (c) => {
      const { workspaceId, workspaceBrandId: id } = c.req.valid('param');
      await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      return c.json({ data: await getWorkspaceBrand(c.var.deps.db, workspaceId, id) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteWorkspaceBrandRoute),
    async (c) => {
      const { workspaceId, workspaceBrandId: id } = c.req.valid('param');
      const viewer = await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      await removeWorkspaceRecord(c.var.deps.db, viewer, 'brand', id);
      return c.json({ message: 'Brand deleted successfully.' }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createBrandNoteRoute),
    async (c) => {
      const { workspaceId, workspaceBrandId: id } = c.req.valid('param');
      return c.json({ data: await addSubjectNote(c, workspaceId, { type: 'brand', id }) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, brandNotesRoute),
    async (c) => {
      const { workspaceId, workspaceBrandId: id } = c.req.valid('param');
      return c.json(await subjectNotes(c, workspaceId, { type: 'brand', id }, c.req.valid('query')), 200);
    },
    idHook,
  );
}
