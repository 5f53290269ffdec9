import { retailerBody, retailerCategoryBody, retailerProductBody, retailerProductUpdateBody, retailerUpdateBody } from '@/lib/contract/catalogue';
import { parsePatch } from '../../lib/parse-patch';
import { readInput } from '../../lib/read-input';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createRetailerCategory } from '../../services/retailers/create-retailer-category';
import { createRetailerProduct } from '../../services/retailers/create-retailer-product';
import { deleteRetailer } from '../../services/retailers/delete-retailer';
import { deleteRetailerCategory } from '../../services/retailers/delete-retailer-category';
import { deleteRetailerProduct } from '../../services/retailers/delete-retailer-product';
import { findRetailerId, getRetailer, listRetailers } from '../../services/retailers/read-retailers';
import { findRetailerProduct, listRetailerProducts } from '../../services/retailers/read-retailer-products';
import { listRetailerCategories } from '../../services/retailers/read-retailer-categories';
import { updateRetailerCategory } from '../../services/retailers/update-retailer-category';
import { updateRetailerProduct } from '../../services/retailers/update-retailer-product';
import { createCategoryRoute, deleteCategoryRoute, listCategoriesRoute, updateCategoryRoute } from './category-routes';
import { addRetailer, applyUpdate } from './handlers';
import {
  createRetailerProductRoute,
  deleteRetailerProductRoute,
  listRetailerProductsRoute,
  showRetailerProductRoute,
  updateRetailerProductRoute,
} from './retailer-product-routes';
import {
  createRetailerRoute,
  deleteRetailerRoute,
  listRetailersRoute,
  showRetailerRoute,
  updateRetailerPostRoute,
  updateRetailerRoute,
} from './retailer-routes';

/**
 * A company's retailers: `companies/{companyId}/retailers` with its categories and products. Every
 * route needs the `companies` ability and the company's access (members read, admins write,
 * outsiders 404); ids are digits only, so `retailers/categories` is never taken for a retailer id.
 * One router per tag of the OpenAPI document, merged into the first.
 */
const access = { ability: 'companies' };
const { router, route: categoryRoute } = createResourceRouter({ tag: 'retailer categories', access });
const { router: retailers, route } = createResourceRouter({ tag: 'company retailers', access });
const { router: retailerProducts, route: productRoute } = createResourceRouter({ tag: 'retailer products', access });
export const retailersRouter = router;

/** `companies/{companyId}/retailers/categories[/{categoryId}]`: members read, admins write. */
categoryRoute(listCategoriesRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json(await listRetailerCategories(c.var.deps.db, companyId, c.req.valid('query')), 200);
});

categoryRoute(
  createCategoryRoute,
  async (c) => {
    const { companyId } = c.req.valid('param');
    const deps = c.var.deps;
    await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    const { name } = parseOr422(retailerCategoryBody, input);
    return c.json({ data: await createRetailerCategory(deps, companyId, name) }, 201);
  },
  { body: jsonOrForm(retailerCategoryBody) },
);

categoryRoute(
  updateCategoryRoute,
  async (c) => {
    const { companyId, categoryId } = c.req.valid('param');
    const deps = c.var.deps;
    await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    const { name } = parseOr422(retailerCategoryBody, input);
    return c.json({ data: await updateRetailerCategory(deps.db, companyId, categoryId, name) }, 200);
  },
  { body: jsonOrForm(retailerCategoryBody) },
);

categoryRoute(deleteCategoryRoute, async (c) => {
  const { companyId, categoryId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteRetailerCategory(c.var.deps.db, companyId, categoryId);
  return c.json({ message: 'Category has been deleted.' }, 200);
});

/** `companies/{companyId}/retailers[/{retailerId}]`: members read, admins write; other companies' retailers are 404. */
route(listRetailersRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json(await listRetailers(c.var.deps.db, companyId, c.req.valid('query')), 200);
});

route(createRetailerRoute, async (c) => c.json({ data: await addRetailer(c, c.req.valid('param').companyId) }, 201), {
  body: jsonOrForm(retailerBody, { image: 'one' }),
});

route(showRetailerRoute, async (c) => {
  const { companyId, retailerId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getRetailer(c.var.deps.db, companyId, retailerId) }, 200);
});

route(
  updateRetailerRoute,
  async (c) => {
    const { companyId, retailerId } = c.req.valid('param');
    return c.json({ data: await applyUpdate(c, companyId, retailerId) }, 200);
  },
  { body: jsonOrForm(retailerUpdateBody, { image: 'one' }) },
);

route(
  updateRetailerPostRoute,
  async (c) => {
    const { companyId, retailerId } = c.req.valid('param');
    return c.json({ data: await applyUpdate(c, companyId, retailerId) }, 200);
  },
  { body: jsonOrForm(retailerUpdateBody, { image: 'one' }) },
);

route(deleteRetailerRoute, async (c) => {
  const { companyId, retailerId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteRetailer(c.var.deps.db, companyId, retailerId);
  return c.json({ message: 'Retailer has been deleted.' }, 200);
});

/**
 * `companies/{companyId}/retailers/{retailerId}/products[/{retailerProductId}]`: the company's access,
 * then the retailer must be the company's, then the listing the retailer's (404 otherwise).
 */
productRoute(listRetailerProductsRoute, async (c) => {
  const { companyId, retailerId } = c.req.valid('param');
  const db = c.var.deps.db;
  await requireCompany(db, c.var.auth.user.id, companyId, 'read');
  await findRetailerId(db, companyId, retailerId);
  return c.json(await listRetailerProducts(db, retailerId, c.req.valid('query')), 200);
});

productRoute(
  createRetailerProductRoute,
  async (c) => {
    const { companyId, retailerId } = c.req.valid('param');
    const deps = c.var.deps;
    await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
    await findRetailerId(deps.db, companyId, retailerId);
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    const body = parseOr422(retailerProductBody, input);
    return c.json({ data: await createRetailerProduct(deps, companyId, retailerId, body) }, 201);
  },
  { body: jsonOrForm(retailerProductBody) },
);

productRoute(showRetailerProductRoute, async (c) => {
  const { companyId, retailerId, retailerProductId } = c.req.valid('param');
  const db = c.var.deps.db;
  await requireCompany(db, c.var.auth.user.id, companyId, 'read');
  await findRetailerId(db, companyId, retailerId);
  return c.json({ data: await findRetailerProduct(db, retailerId, retailerProductId) }, 200);
});

productRoute(
  updateRetailerProductRoute,
  async (c) => {
    const { companyId, retailerId, retailerProductId } = c.req.valid('param');
    const deps = c.var.deps;
    await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
    await findRetailerId(deps.db, companyId, retailerId);
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    const patch = parsePatch(retailerProductUpdateBody, input);
    return c.json({ data: await updateRetailerProduct(deps, companyId, retailerId, retailerProductId, patch) }, 200);
  },
  { body: jsonOrForm(retailerProductUpdateBody) },
);

productRoute(deleteRetailerProductRoute, async (c) => {
  const { companyId, retailerId, retailerProductId } = c.req.valid('param');
  const db = c.var.deps.db;
  await requireCompany(db, c.var.auth.user.id, companyId, 'write');
  await findRetailerId(db, companyId, retailerId);
  await deleteRetailerProduct(db, retailerId, retailerProductId);
  return c.json({ message: 'Retailer product has been deleted.' }, 200);
});

router.route('/', retailers).route('/', retailerProducts);
