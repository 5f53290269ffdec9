import type { OpenAPIHono } from '@hono/zod-openapi';
import { workspaceProductBody } from '@/lib/contract/workspace-records';
import type { AppEnv } from '../../app-env';
import { idHook, numericIds } from '../../lib/path-ids';
import { addWorkspaceProduct } from '../../services/workspace-records/add-workspace-product';
import { findWorkspaceProductByCompanyProduct } from '../../services/workspace-records/find-workspace-product-by-company-product';
import { getWorkspaceProduct } from '../../services/workspace-records/get-workspace-product';
import { listWorkspaceProducts } from '../../services/workspace-records/list-workspace-products';
import { removeWorkspaceRecord } from '../../services/workspace-records/remove-workspace-record';
import { requireWorkspaceViewer } from '../../services/workspace-records/workspace-viewer';
import {
  companyProductRoute,
  productNotesRoute,
  createProductNoteRoute,
  createWorkspaceProductRoute,
  deleteWorkspaceProductRoute,
  listWorkspaceProductsRoute,
  showWorkspaceProductRoute,
} from './product-routes';
import { addSubjectNote, readBody, subjectNotes } from './note-actions';

/** `workspaces/{workspaceId}/products[/{id}]`, their notes, and the lookup by company product. */
export function registerProductHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, listWorkspaceProductsRoute),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      return c.json(await listWorkspaceProducts(c.var.deps.db, [workspaceId], c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createWorkspaceProductRoute),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      await requireWorkspaceViewer(deps.db, userId, workspaceId, 'create');
      const body = await readBody(c, workspaceProductBody);
      const id = await addWorkspaceProduct(deps, userId, workspaceId, body.company_product_id);
      return c.json({ data: await getWorkspaceProduct(deps.db, workspaceId, id) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showWorkspaceProductRoute),
    async (c) => {
      const { workspaceId, workspaceProductId: id } = c.req.valid('param');
      await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      return c.json({ data: await getWorkspaceProduct(c.var.deps.db, workspaceId, id) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteWorkspaceProductRoute),
    async (c) => {
      const { workspaceId, workspaceProductId: id } = c.req.valid('param');
      const viewer = await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      await removeWorkspaceRecord(c.var.deps.db, viewer, 'product', id);
      return c.json({ message: 'Product deleted successfully.' }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createProductNoteRoute),
    async (c) => {
      const { workspaceId, workspaceProductId: id } = c.req.valid('param');
      return c.json({ data: await addSubjectNote(c, workspaceId, { type: 'product', id }) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, productNotesRoute),
    async (c) => {
      const { workspaceId, workspaceProductId: id } = c.req.valid('param');
      return c.json(await subjectNotes(c, workspaceId, { type: 'product', id }, c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, companyProductRoute),
    async (c) => {
      const { workspaceId, companyProductId } = c.req.valid('param');
      await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
      return c.json({ data: await findWorkspaceProductByCompanyProduct(c.var.deps.db, workspaceId, companyProductId) }, 200);
    },
    idHook,
  );
}
