import { and, count, gte, max, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests, scrapingRequests } from '../../db/schema';

const S = scrapingRequests;
const R = monitoringRequests;

/** A request that ended with a check of the page (not one cancelled before it ran). */
const CHECKED = sql`${R.status} not in ('queued', 'running', 'cancelled')`;

export type ScrapingProgress = {
  id: number;
  total: number;
  /** Pages of its list checked since it was made (the page's own request, or one it joined — case 19). */
  done: number;
  /** Pages with nothing left to wait for: checked, or their request cancelled (the page was paused). */
  ended: number;
  last: Date | null;
};

/**
 * The one count of a "scrape now"'s progress, for the engine that writes it back and the API that
 * reads it: done = pages checked since it was made (capped at total); it is over when every page
 * has ended. One query for all the scraping requests `where` selects.
 */
export async function scrapingProgress(db: Db, where: SQL | undefined): Promise<ScrapingProgress[]> {
  const rows = await db
    .select({
      id: S.id,
      total: S.total,
      done: sql<number>`count(distinct ${R.pageId}) filter (where ${CHECKED})`.mapWith(Number),
      ended: count(sql`distinct ${R.pageId}`),
      last: max(R.finishedAt),
    })
    .from(S)
    .leftJoin(
      R,
      and(
        sql`${R.pageId} in (select (jsonb_array_elements_text(${S.pageIds}))::int)`,
        gte(R.finishedAt, S.createdAt),
        notInArray(R.status, ['queued', 'running']),
      ),
    )
    .where(where)
    .groupBy(S.id);
  return rows.map((r) => ({ ...r, done: Math.min(r.total, r.done), last: r.last ? new Date(r.last) : null }));
}
