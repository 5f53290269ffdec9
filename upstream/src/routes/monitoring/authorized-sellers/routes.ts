import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, listOf } from '@/lib/contract/common';
import { authorizedSellerBody, authorizedSellerListQuery, authorizedSellerResource, sellerOfferResource } from '@/lib/contract/monitoring/sellers';
import { deleted, historyErrors, monitoringErrors, PRODUCT_PATH, productIds } from '../../../lib/monitoring-routes';
import { pathId } from '../../../lib/path-ids';
import { jsonDoc } from '../../../lib/resource-router';
import { json } from '../../../lib/router';

const P = '/companies/{companyId}/authorized-sellers';

export const listAuthorizedSellersRoute = createRoute({
  method: 'get',
  path: P,
  description:
    'Project addition (issue 35): the sellers the company allows at each retailer (filter retailer_id). Once a retailer’s list names a seller, an offer there by any other seller on a marketplace page opens a case (unauthorized_seller). Members read.',
  request: { params: z.object({ companyId: pathId }), query: authorizedSellerListQuery },
  responses: { 200: json(listOf(authorizedSellerResource), 'The authorised sellers'), ...monitoringErrors },
});

export const createAuthorizedSellerRoute = createRoute({
  method: 'post',
  path: P,
  description:
    'JSON {retailer_id, seller_name, seller_id?, note?}: a seller is recognised by its id on the page when given, else by its name (case and spacing ignored). 409 when already on the list. Admins only.',
  request: { params: z.object({ companyId: pathId }) },
  responses: { 201: json(dataOf(authorizedSellerResource), 'Added'), ...historyErrors },
});

export const deleteAuthorizedSellerRoute = createRoute({
  method: 'delete',
  path: `${P}/{authorizedSellerId}`,
  description: 'Takes the seller off the list. Admins only.',
  request: { params: z.object({ companyId: pathId, authorizedSellerId: pathId }) },
  responses: { 200: deleted('Removed'), ...monitoringErrors },
});

export const listSellerOffersRoute = createRoute({
  method: 'get',
  path: `${PRODUCT_PATH}/seller-offers`,
  description:
    'Project addition (issue 35): offers by seller on the product’s marketplace pages (pages with two or more sellers), one row per change of a seller’s price, availability or buy box, newest first (at most 500); `authorized` by the retailer’s list (null without a list). Filter page_id. Members read.',
  request: { params: productIds, query: z.object({ page_id: z.coerce.number().int().positive().optional() }) },
  responses: { 200: json(listOf(sellerOfferResource), 'Seller offers'), ...historyErrors },
});

export const authorizedSellerBodies = { create: jsonDoc(authorizedSellerBody) };
