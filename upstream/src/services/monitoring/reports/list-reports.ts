import { and, eq } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { ReportListQuery, ReportResource } from '@/lib/contract/monitoring/reports';
import type { Db } from '../../../db/client';
import { monitoringReports } from '../../../db/schema';
import { pageNewestFirst } from '../page-newest-first';
import { toReportResource } from './to-report-resource';

/** `GET .../reports`: newest first, paged; filters kind and status. Contents are fetched one report at a time. */
export async function listReports(db: Db, monitoringProductId: number, query: ReportListQuery): Promise<{ data: ReportResource[]; meta: PageMeta }> {
  const R = monitoringReports;
  const where = and(
    eq(R.monitoringProductId, monitoringProductId),
    query.kind ? eq(R.kind, query.kind) : undefined,
    query.status ? eq(R.status, query.status) : undefined,
  );
  return pageNewestFirst(db, R, where, query, toReportResource);
}
