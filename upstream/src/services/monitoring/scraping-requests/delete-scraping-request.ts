import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { scrapingRequests } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { requireScrapingRequest } from './require-scraping-request';

/** `DELETE …/scraping-requests/{id}` (admins): the record goes; its checks stay, unlinked (set null). */
export async function deleteScrapingRequest(db: Db, access: CompanyAccess, id: number): Promise<void> {
  if (!access.canEdit) throw forbidden();
  await requireScrapingRequest(db, access, id);
  await db.delete(scrapingRequests).where(eq(scrapingRequests.id, id));
}
