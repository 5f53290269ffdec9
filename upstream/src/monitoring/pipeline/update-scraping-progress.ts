import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scrapingRequests } from '../../db/schema';
import { scrapingProgress } from './scraping-progress';

/**
 * Writes back the progress of every running "scrape now" that asked for this page (see
 * scrapingProgress: done = pages checked; finished once every page has ended).
 */
export async function updateScrapingProgress(db: Db, pageId: number, now: Date): Promise<void> {
  const running = and(eq(scrapingRequests.status, 'running'), sql`${scrapingRequests.pageIds} @> ${JSON.stringify([pageId])}::jsonb`);
  for (const p of await scrapingProgress(db, running)) {
    const over = p.ended >= p.total;
    await db
      .update(scrapingRequests)
      .set({ done: p.done, updatedAt: now, ...(over ? { status: 'finished' as const, finishedAt: now } : {}) })
      .where(and(eq(scrapingRequests.id, p.id), eq(scrapingRequests.status, 'running')));
  }
}
