import { productBody, productUpdateBody } from '@/lib/contract/catalogue';
import { createRouter } from '../../lib/router';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createProduct } from '../../services/products/create-product';
import { deleteProduct } from '../../services/products/delete-product';
import { getProduct } from '../../services/products/get-product';
import { listProducts } from '../../services/products/list-products';
import { productValues } from '../../services/products/product-values';
import { updateProduct } from '../../services/products/update-product';
import { readBody } from '../../lib/request-body';
import { idHook } from '../../lib/path-ids';
import { companyRoute } from '../companies/route-kit';
import { registerProductImageHandlers } from './image-handlers';
import { createProductRoute, deleteProductRoute, getProductRoute, listProductsRoute, productBodies, updateProductRoute } from './routes';

/**
 * `companies/{companyId}/products` and their images: members of the company's teams read, their
 * admins write. Access is checked before the body is read, so outsiders get 404 whatever they send.
 */
export const productsRouter = createRouter();

productsRouter.openapi(
  companyRoute(productsRouter, listProductsRoute),
  async (c) => {
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').companyId, 'read');
    return c.json(await listProducts(c.var.deps.db, access, c.req.valid('query')), 200);
  },
  idHook,
);

productsRouter.openapi(
  companyRoute(productsRouter, createProductRoute, productBodies.createProduct),
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireCompany(deps.db, auth.user.id, c.req.valid('param').companyId, 'write');
    const body = parseOr422(productBody, await readBody(c));
    return c.json({ data: await createProduct(deps, access, { ...productValues(body, null), name: body.name }) }, 201);
  },
  idHook,
);

productsRouter.openapi(
  companyRoute(productsRouter, getProductRoute),
  async (c) => {
    const { companyId, productId } = c.req.valid('param');
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
    return c.json({ data: await getProduct(c.var.deps.db, access, productId) }, 200);
  },
  idHook,
);

productsRouter.openapi(
  companyRoute(productsRouter, updateProductRoute, productBodies.updateProduct),
  async (c) => {
    const { deps, auth } = c.var;
    const { companyId, productId } = c.req.valid('param');
    const access = await requireCompany(deps.db, auth.user.id, companyId, 'write');
    const sent = await readBody(c);
    return c.json({ data: await updateProduct(deps, access, productId, productValues(parseOr422(productUpdateBody, sent), sent)) }, 200);
  },
  idHook,
);

productsRouter.openapi(
  companyRoute(productsRouter, deleteProductRoute),
  async (c) => {
    const { companyId, productId } = c.req.valid('param');
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    await deleteProduct(c.var.deps.db, access, productId);
    return c.json({ message: 'Product has been deleted.' }, 200);
  },
  idHook,
);

registerProductImageHandlers(productsRouter);
