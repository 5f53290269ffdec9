import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, listOf, pageOf } from '@/lib/contract/common';
import { priceBody, priceListQuery, priceResource, priceUpdateBody } from '@/lib/contract/monitoring/prices';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { pathId } from '../../../lib/path-ids';
import { deleted, historyErrors, PRODUCT_PATH, productIds } from '../../../lib/monitoring-routes';

const P = `${PRODUCT_PATH}/prices`;
const itemParams = productIds.extend({ priceId: pathId });
const one = json(dataOf(priceResource), 'The price point');

export const listPricesRoute = createRoute({
  method: 'get',
  path: P,
  description:
    'The price series: one point per change of amount, currency or availability (a repeat extends last_observed_at and observed_count). Newest first, paged; filters page_id, variation_id, from, to (points observed in the window). `series=1`: every matching point oldest first, unpaged (at most 5000, `{data}` without meta), for charts.',
  request: { params: productIds, query: priceListQuery },
  responses: { 200: json(z.union([pageOf(priceResource), listOf(priceResource)]), 'A page of price points, or the whole series'), ...historyErrors },
});

export const createPriceRoute = createRoute({
  method: 'post',
  path: P,
  description:
    'JSON {page_id? or variation_id?, amount (minor units), list_amount?, currency, availability? (default unknown), observed_at? (default now)}: a manual price (source manual). The same values as the latest point only extend it (200); a change starts a point (201). Admins only.',
  request: { params: productIds },
  responses: { 200: json(dataOf(priceResource), 'The latest point, extended'), 201: json(dataOf(priceResource), 'A new point'), ...historyErrors },
});

export const getPriceRoute = createRoute({
  method: 'get',
  path: `${P}/{priceId}`,
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const updatePriceRoute = createRoute({
  method: 'put',
  path: `${P}/{priceId}`,
  description:
    'JSON, the fields sent change (amount, list_amount, currency, availability, observed_at). Manual points only: 422 "Only manual prices can be changed." for scraped evidence. Admins only.',
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const deletePriceRoute = createRoute({
  method: 'delete',
  path: `${P}/{priceId}`,
  description: 'Manual points only (422 for scraped evidence). Admins only.',
  request: { params: itemParams },
  responses: { 200: deleted('Deleted'), ...historyErrors },
});

export const priceBodies = { create: jsonDoc(priceBody), update: jsonDoc(priceUpdateBody) };
