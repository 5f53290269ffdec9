import { productBody, productUpdateBody } from '@/lib/contract/catalogue';
import { createResourceRouter } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createProduct } from '../../services/products/create-product';
import { deleteProduct } from '../../services/products/delete-product';
import { getProduct, listProducts } from '../../services/products/read-products';
import { productValues } from '../../services/products/present-product';
import { updateProduct } from '../../services/products/update-product';
import { readBody } from '../../lib/request-body';
import { createImage, deleteImage, getImage, listImages, updateImage } from './image-handlers';
import {
  createImageRoute,
  deleteImageRoute,
  getImageRoute,
  imageBody,
  imageUpdateBody,
  listImagesRoute,
  putImageRoute,
  updateImageRoute,
} from './image-routes';
import { createProductRoute, deleteProductRoute, getProductRoute, listProductsRoute, productBodies, updateProductRoute } from './routes';

/**
 * `companies/{companyId}/products` and their images: members of the company's teams read, their
 * admins write. Access is checked before the body is read, so outsiders get 404 whatever they send.
 */
const { router, route } = createResourceRouter({ tag: 'products', access: { ability: 'companies' } });
export const productsRouter = router;

route(listProductsRoute, async (c) => {
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').companyId, 'read');
  return c.json(await listProducts(c.var.deps.db, access, c.req.valid('query')), 200);
});

route(
  createProductRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireCompany(deps.db, auth.user.id, c.req.valid('param').companyId, 'write');
    const body = parseOr422(productBody, await readBody(c));
    return c.json({ data: await createProduct(deps, access, { ...productValues(body, null), name: body.name }) }, 201);
  },
  { body: productBodies.createProduct },
);

route(getProductRoute, async (c) => {
  const { companyId, productId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getProduct(c.var.deps.db, access, productId) }, 200);
});

route(
  updateProductRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const { companyId, productId } = c.req.valid('param');
    const access = await requireCompany(deps.db, auth.user.id, companyId, 'write');
    const sent = await readBody(c);
    return c.json({ data: await updateProduct(deps, access, productId, productValues(parseOr422(productUpdateBody, sent), sent)) }, 200);
  },
  { body: productBodies.updateProduct },
);

route(deleteProductRoute, async (c) => {
  const { companyId, productId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteProduct(c.var.deps.db, access, productId);
  return c.json({ message: 'Product has been deleted.' }, 200);
});

route(listImagesRoute, listImages);
route(createImageRoute, createImage, { body: imageBody });
route(getImageRoute, getImage);
route(updateImageRoute, (c) => updateImage(c, c.req.valid('param')), { body: imageUpdateBody });
route(putImageRoute, (c) => updateImage(c, c.req.valid('param')), { body: imageUpdateBody });
route(deleteImageRoute, deleteImage);
