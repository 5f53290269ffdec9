import { inArray } from 'drizzle-orm';
import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';
import type { Db } from '../../../db/client';
import { scrapingRequests } from '../../../db/schema';
import { scrapingProgress } from '../../../monitoring/pipeline/scraping-progress';
import type { ScrapingRequestRow } from './require-scraping-request';

/**
 * Scraping requests on the wire with their progress read now (one query for the whole list, the
 * engine's own count: scrapingProgress). A running one whose pages have all ended reads as
 * finished, whether or not the engine has written that back yet.
 */
export async function loadScrapingRequests(db: Db, rows: ScrapingRequestRow[]): Promise<ScrapingRequest[]> {
  if (rows.length === 0) return [];
  const progress = await scrapingProgress(
    db,
    inArray(
      scrapingRequests.id,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => {
    const p = progress.find((x) => x.id === row.id);
    const done = p?.done ?? 0;
    const complete = row.status === 'running' && (p?.ended ?? 0) >= row.total;
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
