import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { ScrapingRequest, ScrapingRequestBody } from '@/lib/contract/monitoring/scraping-requests';
import type { AppDeps } from '../../../app-env';
import { monitoringPages, monitoringProducts, monitoringRequests, scrapingRequests } from '../../../db/schema';
import { fieldError, forbidden } from '../../../lib/errors';
import { enqueueRequests } from '../../../monitoring/pipeline/enqueue-requests';
import { updateScrapingProgress } from '../../../monitoring/pipeline/update-scraping-progress';
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
  const requestIds = await checksFor(db, ids, row.id, userId);
  const [withIds] = await db.update(scrapingRequests).set({ requestIds }).where(eq(scrapingRequests.id, row.id)).returning();
  // A joined check may have ended before its id was written: count it now, not at the next check's end.
  await updateScrapingProgress(db, ids[0], deps.now());
  const [resource] = await loadScrapingRequests(db, [withIds]);
  return resource;
}

/**
 * The check of every page it waits for: a new one, or the queued or running one it joins (case 19).
 * A joined check that ends between the insert and the look-up leaves its page with neither: that
 * page is queued again (it ended before this request could count it). By id, so the progress never
 * depends on whose clock stamped which time (issue 35).
 */
async function checksFor(db: AppDeps['db'], pageIds: number[], scrapingRequestId: number, userId: number): Promise<number[]> {
  const found = new Map<number, number>();
  let missing = pageIds;
  for (let attempt = 0; attempt < 3 && missing.length > 0; attempt += 1) {
    await enqueueRequests(db, { pageIds: missing, trigger: 'manual', scrapingRequestId, userId });
    const open = await db
      .select({ id: monitoringRequests.id, pageId: monitoringRequests.pageId })
      .from(monitoringRequests)
      .where(and(inArray(monitoringRequests.pageId, missing), inArray(monitoringRequests.status, ['queued', 'running'])));
    for (const r of open) found.set(r.pageId, r.id);
    missing = missing.filter((id) => !found.has(id));
  }
  return [...found.values()].sort((a, b) => a - b);
}
