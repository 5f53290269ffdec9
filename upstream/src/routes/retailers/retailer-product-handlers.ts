import type { OpenAPIHono } from '@hono/zod-openapi';
import { retailerProductBody, retailerProductUpdateBody } from '@/lib/contract/catalogue';
import type { AppEnv } from '../../app-env';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createRetailerProduct } from '../../services/retailers/create-retailer-product';
import { deleteRetailerProduct } from '../../services/retailers/delete-retailer-product';
import { findRetailerId } from '../../services/retailers/find-retailer-id';
import { findRetailerProduct } from '../../services/retailers/find-retailer-product';
import { listRetailerProducts } from '../../services/retailers/list-retailer-products';
import { updateRetailerProduct } from '../../services/retailers/update-retailer-product';
import { numericIds } from '../../lib/path-ids';
import {
  createRetailerProductRoute,
  deleteRetailerProductRoute,
  listRetailerProductsRoute,
  showRetailerProductRoute,
  updateRetailerProductRoute,
} from './retailer-product-routes';
import { readInput } from '../../lib/read-input';
import { idHook, parsePatch } from './route-base';

/**
 * `companies/{companyId}/retailers/{retailerId}/products[/{retailerProductId}]`: the company's access,
 * then the retailer must be the company's, then the listing the retailer's (404 otherwise).
 */
export function registerRetailerProductHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, listRetailerProductsRoute),
    async (c) => {
      const { companyId, retailerId } = c.req.valid('param');
      const db = c.var.deps.db;
      await requireCompany(db, c.var.auth.user.id, companyId, 'read');
      await findRetailerId(db, companyId, retailerId);
      return c.json(await listRetailerProducts(db, retailerId, c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createRetailerProductRoute),
    async (c) => {
      const { companyId, retailerId } = c.req.valid('param');
      const deps = c.var.deps;
      await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
      await findRetailerId(deps.db, companyId, retailerId);
      const { input } = await readInput(c, deps.config.uploadMaxBytes);
      const body = parseOr422(retailerProductBody, input);
      return c.json({ data: await createRetailerProduct(deps, companyId, retailerId, body) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showRetailerProductRoute),
    async (c) => {
      const { companyId, retailerId, retailerProductId } = c.req.valid('param');
      const db = c.var.deps.db;
      await requireCompany(db, c.var.auth.user.id, companyId, 'read');
      await findRetailerId(db, companyId, retailerId);
      return c.json({ data: await findRetailerProduct(db, retailerId, retailerProductId) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, updateRetailerProductRoute),
    async (c) => {
      const { companyId, retailerId, retailerProductId } = c.req.valid('param');
      const deps = c.var.deps;
      await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
      await findRetailerId(deps.db, companyId, retailerId);
      const { input } = await readInput(c, deps.config.uploadMaxBytes);
      const patch = parsePatch(retailerProductUpdateBody, input);
      return c.json({ data: await updateRetailerProduct(deps, companyId, retailerId, retailerProductId, patch) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteRetailerProductRoute),
    async (c) => {
      const { companyId, retailerId, retailerProductId } = c.req.valid('param');
      const db = c.var.deps.db;
      await requireCompany(db, c.var.auth.user.id, companyId, 'write');
      await findRetailerId(db, companyId, retailerId);
      await deleteRetailerProduct(db, retailerId, retailerProductId);
      return c.json({ message: 'Retailer product has been deleted.' }, 200);
    },
    idHook,
  );
}
