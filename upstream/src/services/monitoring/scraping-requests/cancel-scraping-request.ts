import { and, eq } from 'drizzle-orm';
import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';
import type { AppDeps } from '../../../app-env';
import { monitoringRequests, scrapingRequests } from '../../../db/schema';
import { fieldError, forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { loadScrapingRequests } from './load-scraping-requests';
import { requireScrapingRequest } from './require-scraping-request';

/**
 * `PUT …/scraping-requests/{id}` with `{status: 'cancelled'}` (admins): its checks still queued are
 * cancelled; one already running finishes (a fetch is not cut off midway), and checks it only
 * joined belong to the schedule and stay. Cancelling twice answers the same; a finished one is a 422.
 */
export async function cancelScrapingRequest(deps: AppDeps, access: CompanyAccess, id: number): Promise<ScrapingRequest> {
  if (!access.canEdit) throw forbidden();
  const row = await requireScrapingRequest(deps.db, access, id);
  if (row.status === 'cancelled') return (await loadScrapingRequests(deps.db, [row]))[0];
  const [current] = await loadScrapingRequests(deps.db, [row]);
  if (current.status === 'finished') throw fieldError('status', 'This scraping request has already finished.');
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    await tx
      .update(monitoringRequests)
      .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
      .where(and(eq(monitoringRequests.scrapingRequestId, id), eq(monitoringRequests.status, 'queued')));
    const [saved] = await tx
      .update(scrapingRequests)
      .set({ status: 'cancelled', done: current.done, finishedAt: now, updatedAt: now })
      .where(eq(scrapingRequests.id, id))
      .returning();
    return saved;
  });
  return (await loadScrapingRequests(deps.db, [updated]))[0];
}
