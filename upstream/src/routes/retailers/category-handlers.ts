import type { OpenAPIHono } from '@hono/zod-openapi';
import { retailerCategoryBody } from '@/lib/contract/catalogue';
import type { AppEnv } from '../../app-env';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createRetailerCategory } from '../../services/retailers/create-retailer-category';
import { deleteRetailerCategory } from '../../services/retailers/delete-retailer-category';
import { listRetailerCategories } from '../../services/retailers/list-retailer-categories';
import { updateRetailerCategory } from '../../services/retailers/update-retailer-category';
import { numericIds } from '../../lib/path-ids';
import { createCategoryRoute, deleteCategoryRoute, listCategoriesRoute, updateCategoryRoute } from './category-routes';
import { readInput } from '../../lib/read-input';
import { idHook } from './route-base';

/** `companies/{companyId}/retailers/categories[/{categoryId}]`: members read, admins write. */
export function registerCategoryHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, listCategoriesRoute),
    async (c) => {
      const { companyId } = c.req.valid('param');
      await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
      return c.json(await listRetailerCategories(c.var.deps.db, companyId, c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createCategoryRoute),
    async (c) => {
      const { companyId } = c.req.valid('param');
      const deps = c.var.deps;
      await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
      const { input } = await readInput(c, deps.config.uploadMaxBytes);
      const { name } = parseOr422(retailerCategoryBody, input);
      return c.json({ data: await createRetailerCategory(deps, companyId, name) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, updateCategoryRoute),
    async (c) => {
      const { companyId, categoryId } = c.req.valid('param');
      const deps = c.var.deps;
      await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
      const { input } = await readInput(c, deps.config.uploadMaxBytes);
      const { name } = parseOr422(retailerCategoryBody, input);
      return c.json({ data: await updateRetailerCategory(deps.db, companyId, categoryId, name) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteCategoryRoute),
    async (c) => {
      const { companyId, categoryId } = c.req.valid('param');
      await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
      await deleteRetailerCategory(c.var.deps.db, companyId, categoryId);
      return c.json({ message: 'Category has been deleted.' }, 200);
    },
    idHook,
  );
}
