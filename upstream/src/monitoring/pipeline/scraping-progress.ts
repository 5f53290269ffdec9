import { and, count, max, notInArray, sql } from 'drizzle-orm';
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
 * The checks a scraping request counts: the ones it queued or joined (`request_ids`, by id — a check
 * that was running when it was made counts even if its finish time was stamped before that, issue
 * 35), or, for rows made before `request_ids` existed, those that finished after it was made.
 */
const COUNTED = sql`case when jsonb_array_length(${S.requestIds}) > 0
  then ${R.id} in (select (jsonb_array_elements_text(${S.requestIds}))::int)
  else ${R.finishedAt} >= ${S.createdAt} end`;

/**
 * The one count of a "scrape now"'s progress, for the engine that writes it back and the API that
 * reads it: done = pages whose check it waits for has ended with a check (capped at total); it is
 * over when every page has ended. One query for all the scraping requests `where` selects.
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
    .leftJoin(R, and(sql`${R.pageId} in (select (jsonb_array_elements_text(${S.pageIds}))::int)`, COUNTED, notInArray(R.status, ['queued', 'running'])))
    .where(where)
    .groupBy(S.id);
  return rows.map((r) => ({ ...r, done: Math.min(r.total, r.done), last: r.last ? new Date(r.last) : null }));
}
