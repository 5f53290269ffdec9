import { and, count, gte, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';
import type { Db } from '../../../db/client';
import { monitoringRequests, scrapingRequests } from '../../../db/schema';
import type { ScrapingRequestRow } from './require-scraping-request';

const S = scrapingRequests;
const R = monitoringRequests;

/**
 * Scraping requests on the wire with their progress read now (one query for the whole list): done =
 * its pages with a request that finished since it was made — the page's own, or one it joined
 * because a check was already queued (case 19). Requests still open and cancelled ones do not
 * count. A running one whose pages are all done reads as finished, whether or not the engine has
 * written that back yet.
 */
export async function loadScrapingRequests(db: Db, rows: ScrapingRequestRow[]): Promise<ScrapingRequest[]> {
  if (rows.length === 0) return [];
  const progress = await db
    .select({ id: S.id, done: count(sql`distinct ${R.pageId}`), last: max(R.finishedAt) })
    .from(S)
    .innerJoin(
      R,
      and(
        sql`${R.pageId} in (select (jsonb_array_elements_text(${S.pageIds}))::int)`,
        gte(R.finishedAt, S.createdAt),
        notInArray(R.status, ['queued', 'running', 'cancelled']),
      ),
    )
    .where(inArray(S.id, rows.map((r) => r.id)))
    .groupBy(S.id);
  return rows.map((row) => {
    const p = progress.find((x) => x.id === row.id);
    const done = Math.min(row.total, p?.done ?? 0);
    const complete = row.status === 'running' && done >= row.total;
    const finishedAt = row.finishedAt ?? (complete ? (p?.last ?? row.createdAt) : null);
    return {
      id: row.id,
      company_id: row.companyId,
      status: complete ? 'finished' : row.status,
      total: row.total,
      done,
      progress: row.total === 0 ? 100 : Math.floor((done * 100) / row.total),
      page_ids: row.pageIds,
      created_by: row.createdBy,
      created_at: new Date(row.createdAt).toISOString(),
      finished_at: finishedAt ? new Date(finishedAt).toISOString() : null,
    };
  });
}
