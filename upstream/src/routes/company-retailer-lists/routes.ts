import { createRoute } from '@hono/zod-openapi';
import {
  companyRetailerLookupQuery,
  crossCompanyRetailerResource,
  crossRetailerListQuery,
  linkedRetailerGroup,
  linkedRetailersQuery,
  retailerDates,
  retailerDatesQuery,
} from '@/lib/contract/catalogue';
import { dataOf, listOf, pageOf } from '@/lib/contract/common';
import { errorResponses, json } from '../../lib/router';

/*
 * Cross-company retailer lists. "The caller's company retailers" are the retailers of every company
 * the caller can see (a member of one of its teams); `company_id` narrows to one of those (an unseen
 * company gives an empty answer, never its data). They feed retailer pickers and dashboards:
 * - companies/retailers: paged, `search` by name, `sort` name|-name|created_at|-created_at; each
 *   retailer names its company.
 * - companies/retailers/dates: `{ data: { first, last } }`, the earliest and latest created_at (ISO),
 *   both null when there is none — the range a dashboard's date filter offers.
 * - companies/retailers/linked: the retailers linked to a shared directory entry, grouped by the entry
 *   (by its name): `{ directory_retailer_id, name, companies_count, retailers }`; `search` on the
 *   entry's name. Not paged: one group per entry the caller's companies carry.
 * - companies/retailers/company-retailer?directory_retailer_id=: the caller's company retailers
 *   linked to that entry (at most one per company), by company name; empty when none.
 * Literal paths, so the `companies/{companyId}` routes (digits only) never take them.
 */
export const crossRetailersRoute = createRoute({
  method: 'get',
  path: '/companies/retailers',
  request: { query: crossRetailerListQuery },
  responses: { 200: json(pageOf(crossCompanyRetailerResource), "The retailers of the caller's companies, paged"), ...errorResponses },
});

export const retailerDatesRoute = createRoute({
  method: 'get',
  path: '/companies/retailers/dates',
  request: { query: retailerDatesQuery },
  responses: { 200: json(dataOf(retailerDates), 'When the first and the last of those retailers were added (null when none)'), ...errorResponses },
});

export const linkedRetailersRoute = createRoute({
  method: 'get',
  path: '/companies/retailers/linked',
  request: { query: linkedRetailersQuery },
  responses: { 200: json(listOf(linkedRetailerGroup), 'Those retailers linked to a directory entry, grouped by the entry'), ...errorResponses },
});

export const companyRetailerLookupRoute = createRoute({
  method: 'get',
  path: '/companies/retailers/company-retailer',
  request: { query: companyRetailerLookupQuery },
  responses: { 200: json(listOf(crossCompanyRetailerResource), "The caller's company retailers linked to that directory entry"), ...errorResponses },
});
