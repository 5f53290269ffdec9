import { and, eq } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { MonitoringRequest, MonitoringRequestListQuery } from '@/lib/contract/monitoring/requests';
import type { Db } from '../../../db/client';
import { monitoringRequests } from '../../../db/schema';
import { pageNewestFirst } from '../page-newest-first';
import { toRequestResource } from './to-request-resource';

/** `GET .../requests`: newest first, paged, optionally one status and one page. */
export async function listRequests(
  db: Db,
  monitoringProductId: number,
  query: MonitoringRequestListQuery,
): Promise<{ data: MonitoringRequest[]; meta: PageMeta }> {
  const R = monitoringRequests;
  const where = and(
    eq(R.monitoringProductId, monitoringProductId),
    query.status ? eq(R.status, query.status) : undefined,
    query.page_id ? eq(R.pageId, query.page_id) : undefined,
  );
  return pageNewestFirst(db, R, where, query, toRequestResource);
}
