import type { MonitorListingsResult } from '@/lib/contract/imports';
import { pageUrl } from '@/lib/contract/monitoring/pages';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import type { ImportRowResult } from '../../db/schema/imports';
import { fieldError, forbidden } from '../../lib/errors';
import { wakeMonitoringWorkers } from '../../monitoring/pipeline/wake';
import type { CompanyAccess } from '../access/company-guard';
import { loadImportIndex } from './load-import-index';
import { planPage } from './plan-row-links';
import { writeImportBatch } from './write-import-batch';

export type { MonitorListingsResult };

/**
 * `POST companies/{id}/listings/monitor` (admins): every listing with a URL (of one retailer with
 * `retailer_id`) becomes a monitored page of its product's monitored product — made, with the
 * product's MAP, when the product has none — unless it is one already. The URLs pass the page
 * form's rule; one that does not is skipped and counted. New pages are due at once.
 */
export async function monitorListings(deps: AppDeps, access: CompanyAccess, currency: string, retailerId: number | null): Promise<MonitorListingsResult> {
  if (!access.canEdit) throw forbidden();
  const db: Db = deps.db;
  const index = await loadImportIndex(db, access.companyId);
  const listings = [...index.listings.values()].filter((l) => l.values.url && (retailerId === null || l.values.retailer.id === retailerId));
  if (retailerId !== null && ![...index.listings.values()].some((l) => l.values.retailer.id === retailerId)) {
    const known = [...index.retailers.byName.values()].some((r) => r.id === retailerId);
    if (!known) throw fieldError('retailer_id', 'The selected retailer is invalid.');
  }
  let skipped = 0;
  const scratch: ImportRowResult = { row: 0, entities: {}, errors: [] };
  for (const listing of listings) {
    if (!pageUrl.safeParse(listing.values.url).success) {
      skipped++;
      continue;
    }
    planPage(index, scratch, { currency }, listing.values);
  }
  await writeImportBatch({ db, companyId: access.companyId, userId: access.userId, now: deps.now() }, index);
  const pages = { create: 0, update: 0, unchanged: 0 };
  for (const ref of index.touched.pages) pages[ref.outcome ?? 'unchanged']++;
  if (pages.create > 0) wakeMonitoringWorkers();
  return { pages, skipped };
}
