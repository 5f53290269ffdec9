import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';
import type { Db } from '../../../db/client';
import type { CompanyAccess } from '../../access/company-guard';
import { loadScrapingRequests } from './load-scraping-requests';
import { requireScrapingRequest } from './require-scraping-request';

/** `GET companies/{id}/scraping-requests/{scrapingRequestId}`: with its progress read now. */
export async function getScrapingRequest(db: Db, access: CompanyAccess, id: number): Promise<ScrapingRequest> {
  const [resource] = await loadScrapingRequests(db, [await requireScrapingRequest(db, access, id)]);
  return resource;
}
