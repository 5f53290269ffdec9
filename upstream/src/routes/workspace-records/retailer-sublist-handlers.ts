import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { idHook, numericIds } from '../../lib/path-ids';
import { companyRetailerOf } from '../../services/workspace-records/company-retailer-of';
import { listRetailerContacts } from '../../services/workspace-records/list-retailer-contacts';
import { listRetailerProducts } from '../../services/workspace-records/list-retailer-products';
import { listRetailerReviews } from '../../services/workspace-records/list-retailer-reviews';
import { requireWorkspaceViewer } from '../../services/workspace-records/workspace-viewer';
import { addSubjectNote, subjectNote, subjectNotes } from './note-actions';
import {
  createRetailerNoteRoute,
  retailerContactsRoute,
  retailerNotesRoute,
  retailerProductsRoute,
  retailerReviewsRoute,
  showRetailerNoteRoute,
} from './retailer-sublist-routes';

/** Read access to the workspace, then the company retailer behind this workspace retailer. */
async function companyRetailer(c: Context<AppEnv>, workspaceId: number, workspaceRetailerId: number): Promise<number> {
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return companyRetailerOf(c.var.deps.db, workspaceId, workspaceRetailerId);
}

/**
 * A workspace retailer's contacts, products, reviews (its company retailer's) and notes (its own).
 * Its files and insights are listed by the files and insights routers.
 */
export function registerRetailerSublistHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, retailerContactsRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
      return c.json(await listRetailerContacts(c.var.deps.db, await companyRetailer(c, workspaceId, id), c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, retailerProductsRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
      return c.json(await listRetailerProducts(c.var.deps.db, await companyRetailer(c, workspaceId, id), c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, retailerReviewsRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
      return c.json(await listRetailerReviews(c.var.deps.db, await companyRetailer(c, workspaceId, id), c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, retailerNotesRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
      return c.json(await subjectNotes(c, workspaceId, { type: 'retailer', id }, c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createRetailerNoteRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
      return c.json({ data: await addSubjectNote(c, workspaceId, { type: 'retailer', id }) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showRetailerNoteRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId: id, noteId } = c.req.valid('param');
      return c.json({ data: await subjectNote(c, workspaceId, { type: 'retailer', id }, noteId) }, 200);
    },
    idHook,
  );
}
