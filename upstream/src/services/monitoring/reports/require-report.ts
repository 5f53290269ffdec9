import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringReports } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { ReportRow } from './to-report-resource';

/** A report of the monitoring product, or 404. */
export async function requireReport(db: Db, monitoringProductId: number, reportId: number): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(monitoringReports)
    .where(and(eq(monitoringReports.id, reportId), eq(monitoringReports.monitoringProductId, monitoringProductId)))
    .limit(1);
  if (!row) throw notFound('Report');
  return row;
}
