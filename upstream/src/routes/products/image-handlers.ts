import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { productImageBody } from '@/lib/contract/catalogue';
import type { AppEnv } from '../../app-env';
import { fieldError } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { edited, pickForm } from '../../lib/request-body';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createProductImage } from '../../services/products/create-product-image';
import { deleteProductImage } from '../../services/products/delete-product-image';
import { listProductImages, requireProductImage } from '../../services/products/read-products';
import { toProductImageResource } from '../../services/products/present-product';
import { updateProductImage } from '../../services/products/update-product-image';
import type { createImageRoute, deleteImageRoute, getImageRoute, listImagesRoute } from './image-routes';

/* `companies/{companyId}/products/{productId}/images`: a product's gallery, ordered by position. */

const FIELDS = ['title', 'description', 'position'] as const;

export const listImages: RouteHandler<typeof listImagesRoute, AppEnv> = async (c) => {
  const { companyId, productId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await listProductImages(c.var.deps.db, access, productId) }, 200);
};

export const createImage: RouteHandler<typeof createImageRoute, AppEnv> = async (c) => {
  const { deps, auth } = c.var;
  const { companyId, productId } = c.req.valid('param');
  const access = await requireCompany(deps.db, auth.user.id, companyId, 'write');
  const form = await readForm(c, deps.config.uploadMaxBytes);
  const body = parseOr422(productImageBody, pickForm(form, FIELDS));
  const image = form.files.image;
  if (!image) throw fieldError('image', 'The image field is required.');
  return c.json({ data: await createProductImage(deps, access, auth.user.id, productId, body, image) }, 201);
};

export const getImage: RouteHandler<typeof getImageRoute, AppEnv> = async (c) => {
  const { companyId, productId, imageId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: toProductImageResource(await requireProductImage(c.var.deps.db, companyId, productId, imageId)) }, 200);
};

/** Both `POST` (with `_method=PUT`) and `PUT`: fields sent change (empty clears), a file replaces the image. */
export async function updateImage(c: Context<AppEnv>, params: { companyId: number; productId: number; imageId: number }) {
  const { deps, auth } = c.var;
  const access = await requireCompany(deps.db, auth.user.id, params.companyId, 'write');
  const form = await readForm(c, deps.config.uploadMaxBytes);
  const sent = pickForm(form, FIELDS);
  const body = parseOr422(productImageBody, sent);
  const changes = { title: edited(sent, 'title', body.title), description: edited(sent, 'description', body.description), position: body.position };
  return c.json({ data: await updateProductImage(deps, access, auth.user.id, params.productId, params.imageId, changes, form.files.image) }, 200);
}

export const deleteImage: RouteHandler<typeof deleteImageRoute, AppEnv> = async (c) => {
  const { companyId, productId, imageId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteProductImage(c.var.deps.db, access, productId, imageId);
  return c.json({ message: 'Image has been deleted.' }, 200);
};
