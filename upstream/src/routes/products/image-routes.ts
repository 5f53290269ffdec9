import { createRoute, z } from '@hono/zod-openapi';
import { productImageBody, productImageResource } from '@/lib/contract/catalogue';
import { dataOf, listOf, messageBody } from '@/lib/contract/common';
import { errorResponses, json } from '../../lib/router';
import { formBody } from '../../lib/resource-router';
import { pathId } from '../../lib/path-ids';

const productParams = { params: z.object({ companyId: pathId, productId: pathId }) };
const imageParams = { params: z.object({ companyId: pathId, productId: pathId, imageId: pathId }) };
const errors = { ...errorResponses, 404: json(messageBody, 'Company, product or image not found, or not visible to the caller') };
const oneImage = json(dataOf(productImageResource), 'The image');

export const listImagesRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/products/{productId}/images',
  request: productParams,
  responses: { 200: json(listOf(productImageResource), 'The product’s images by position'), ...errors },
});

export const createImageRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/products/{productId}/images',
  description: 'multipart/form-data: image (file, required), title, description, position (optional; appended at the end otherwise). Admins only.',
  request: productParams,
  responses: { 201: oneImage, ...errors },
});

export const getImageRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/products/{productId}/images/{imageId}',
  request: imageParams,
  responses: { 200: oneImage, ...errors },
});

const update = {
  path: '/companies/{companyId}/products/{productId}/images/{imageId}',
  description:
    'multipart/form-data (sent as POST with _method=PUT): image (file, optional), title, description; position moves the image and renumbers the others 0..n-1. Admins only.',
  request: imageParams,
  responses: { 200: oneImage, ...errors },
} as const;
export const updateImageRoute = createRoute({ ...update, method: 'post' });
export const putImageRoute = createRoute({ ...update, method: 'put' });

export const deleteImageRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/products/{productId}/images/{imageId}',
  request: imageParams,
  responses: { 200: json(messageBody, 'Deleted; the images after it move up'), ...errors },
});

export const imageBody = formBody(productImageBody, { image: 'required' });
export const imageUpdateBody = formBody(productImageBody, { image: 'one' });
