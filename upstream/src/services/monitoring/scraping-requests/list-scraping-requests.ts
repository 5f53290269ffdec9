import { count, desc, eq } from 'drizzle-orm';
import type { PageMeta, PaginationQuery } from '@/lib/contract/common';
import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';
import type { Db } from '../../../db/client';
import { scrapingRequests } from '../../../db/schema';
import { paged, pageOffset } from '../../../lib/paginate';
import type { CompanyAccess } from '../../access/company-guard';
import { loadScrapingRequests } from './load-scraping-requests';

/** `GET companies/{id}/scraping-requests`: newest first, paged, each with its progress. */
export async function listScrapingRequests(db: Db, access: CompanyAccess, query: PaginationQuery): Promise<{ data: ScrapingRequest[]; meta: PageMeta }> {
  const S = scrapingRequests;
  const where = eq(S.companyId, access.companyId);
  const [{ n }] = await db.select({ n: count() }).from(S).where(where);
  const rows = await db
    .select()
    .from(S)
    .where(where)
    .orderBy(desc(S.createdAt), desc(S.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  return paged(await loadScrapingRequests(db, rows), n, query.page, query.per_page);
}
