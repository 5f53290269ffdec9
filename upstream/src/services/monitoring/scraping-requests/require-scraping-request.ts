import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { scrapingRequests } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';

export type ScrapingRequestRow = typeof scrapingRequests.$inferSelect;

/** The scraping request `id` of the company the caller was granted; one of another company is a 404. */
export async function requireScrapingRequest(db: Db, access: CompanyAccess, id: number): Promise<ScrapingRequestRow> {
  const [row] = await db
    .select()
    .from(scrapingRequests)
    .where(and(eq(scrapingRequests.id, id), eq(scrapingRequests.companyId, access.companyId)))
    .limit(1);
  if (!row) throw notFound('Scraping request');
  return row;
}
