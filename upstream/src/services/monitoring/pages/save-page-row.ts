import { DUPLICATE_PAGE_MESSAGE } from '@/lib/contract/monitoring/pages';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { Db } from '../../../db/client';
import { fieldError } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { loadPageResources } from './load-page-resources';
import type { PageRow } from './require-page';

/**
 * Runs `write` (the insert or the update of a page, returning its row) and answers the page's resource.
 * Two people saving the same URL at once: the unique index decides, with the same answer as assertPageLinks.
 */
export async function savePageRow(db: Db, write: () => Promise<PageRow[]>): Promise<MonitoringPage> {
  try {
    const [row] = await write();
    const [resource] = await loadPageResources(db, [row]);
    return resource;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('url', DUPLICATE_PAGE_MESSAGE);
    throw error;
  }
}
