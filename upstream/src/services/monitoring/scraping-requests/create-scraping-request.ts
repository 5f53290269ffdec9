import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { ScrapingRequest, ScrapingRequestBody } from '@/lib/contract/monitoring/scraping-requests';
import type { AppDeps } from '../../../app-env';
import { monitoringPages, monitoringProducts, scrapingRequests } from '../../../db/schema';
import { fieldError, forbidden } from '../../../lib/errors';
import { enqueueRequests } from '../../../monitoring/pipeline/enqueue-requests';
import type { CompanyAccess } from '../../access/company-guard';
import { loadScrapingRequests } from './load-scraping-requests';

/**
 * `POST companies/{id}/scraping-requests` (admins): "scrape now" for the named products (all their
 * pages) and pages. Every id must be of this company (422 on its field). Paused pages and pages of
 * paused or archived products are left out; a page with a check already queued keeps that one
 * (enqueueRequests), and the progress still counts it.
 */
export async function createScrapingRequest(deps: AppDeps, access: CompanyAccess, userId: number, body: ScrapingRequestBody): Promise<ScrapingRequest> {
  if (!access.canEdit) throw forbidden();
  const { db } = deps;
  const productIds = [...new Set(body.monitoring_product_ids ?? [])];
  const pageIds = [...new Set(body.page_ids ?? [])];
  const P = monitoringPages;
  const M = monitoringProducts;
  const ofCompany = eq(M.companyId, access.companyId);
  const [products, pages] = await Promise.all([
    productIds.length
      ? db
          .select({ id: M.id })
          .from(M)
          .where(and(inArray(M.id, productIds), ofCompany))
      : [],
    pageIds.length
      ? db
          .select({ id: P.id })
          .from(P)
          .innerJoin(M, eq(M.id, P.monitoringProductId))
          .where(and(inArray(P.id, pageIds), ofCompany))
      : [],
  ]);
  if (products.length !== productIds.length) throw fieldError('monitoring_product_ids', 'The selected monitoring product is invalid.');
  if (pages.length !== pageIds.length) throw fieldError('page_ids', 'The selected page is invalid.');

  const named = or(productIds.length ? inArray(P.monitoringProductId, productIds) : undefined, pageIds.length ? inArray(P.id, pageIds) : undefined);
  const active = await db
    .select({ id: P.id })
    .from(P)
    .innerJoin(M, eq(M.id, P.monitoringProductId))
    .where(and(ofCompany, eq(M.status, 'active'), ne(P.status, 'paused'), named));
  const ids = active.map((p) => p.id).sort((a, b) => a - b);
  if (ids.length === 0)
    throw fieldError(productIds.length ? 'monitoring_product_ids' : 'page_ids', 'Nothing to check: these pages or their products are paused.');

  const [row] = await db
    .insert(scrapingRequests)
    .values({ companyId: access.companyId, pageIds: ids, total: ids.length, createdBy: userId, createdAt: deps.now(), updatedAt: deps.now() })
    .returning();
  await enqueueRequests(db, { pageIds: ids, trigger: 'manual', scrapingRequestId: row.id, userId });
  const [resource] = await loadScrapingRequests(db, [row]);
  return resource;
}
