import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { retailerBody, retailerUpdateBody } from '@/lib/contract/catalogue';
import type { CrossCompanyRetailer } from '@/lib/contract/catalogue';
import type { AppEnv } from '../../app-env';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createRetailer } from '../../services/retailers/create-retailer';
import { deleteRetailer } from '../../services/retailers/delete-retailer';
import { getRetailer } from '../../services/retailers/get-retailer';
import { listRetailers } from '../../services/retailers/list-retailers';
import { updateRetailer } from '../../services/retailers/update-retailer';
import { numericIds } from '../../lib/path-ids';
import { chosenFile, readInput } from '../../lib/read-input';
import { idHook, parsePatch } from './route-base';
import {
  createRetailerRoute,
  deleteRetailerRoute,
  listRetailersRoute,
  showRetailerRoute,
  updateRetailerPostRoute,
  updateRetailerRoute,
} from './retailer-routes';

const LIST_KEYS = ['locations'] as const;

/** Both update routes (PUT, and POST with `_method=PUT`): access first, then the fields, then the image. */
async function applyUpdate(c: Context<AppEnv>, companyId: number, retailerId: number): Promise<CrossCompanyRetailer> {
  const deps = c.var.deps;
  const userId = c.var.auth.user.id;
  await requireCompany(deps.db, userId, companyId, 'write');
  const { input, files } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
  const { remove_image: removeImage, ...patch } = parsePatch(retailerUpdateBody, input);
  return updateRetailer(deps, userId, companyId, retailerId, patch, { image: chosenFile(files.image), removeImage: removeImage === true });
}

/** `companies/{companyId}/retailers[/{retailerId}]`: members read, admins write; other companies' retailers are 404. */
export function registerRetailerHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, listRetailersRoute),
    async (c) => {
      const { companyId } = c.req.valid('param');
      await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
      return c.json(await listRetailers(c.var.deps.db, companyId, c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createRetailerRoute),
    async (c) => {
      const { companyId } = c.req.valid('param');
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      await requireCompany(deps.db, userId, companyId, 'write');
      const { input, files } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
      const body = parseOr422(retailerBody, input);
      return c.json({ data: await createRetailer(deps, userId, companyId, body, chosenFile(files.image)) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showRetailerRoute),
    async (c) => {
      const { companyId, retailerId } = c.req.valid('param');
      await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
      return c.json({ data: await getRetailer(c.var.deps.db, companyId, retailerId) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, updateRetailerRoute),
    async (c) => {
      const { companyId, retailerId } = c.req.valid('param');
      return c.json({ data: await applyUpdate(c, companyId, retailerId) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, updateRetailerPostRoute),
    async (c) => {
      const { companyId, retailerId } = c.req.valid('param');
      return c.json({ data: await applyUpdate(c, companyId, retailerId) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteRetailerRoute),
    async (c) => {
      const { companyId, retailerId } = c.req.valid('param');
      await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
      await deleteRetailer(c.var.deps.db, companyId, retailerId);
      return c.json({ message: 'Retailer has been deleted.' }, 200);
    },
    idHook,
  );
}
