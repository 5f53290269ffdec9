import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Recounts the progress of every running "scrape now" that asked for this page: done = pages of
 * its list with a request that finished since it was made (so a request it joined — case 19 —
 * counts too); finished when done reaches total.
 */
export async function updateScrapingProgress(db: Db, pageId: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    update scraping_requests s
    set done = least(s.total, (
          select count(distinct r.page_id)::int from monitoring_requests r
          where r.page_id in (select (jsonb_array_elements_text(s.page_ids))::int)
            and r.finished_at >= s.created_at and r.status not in ('queued', 'running'))),
        updated_at = ${at}
    where s.status = 'running' and s.page_ids @> ${JSON.stringify([pageId])}::jsonb`);
  await db.execute(sql`
    update scraping_requests set status = 'finished', finished_at = ${at}, updated_at = ${at}
    where status = 'running' and done >= total and page_ids @> ${JSON.stringify([pageId])}::jsonb`);
}
