import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringReports } from '../../../db/schema';
import { requireReport } from './require-report';

/** `DELETE .../reports/{id}`: any status; a generation still running finds no row and writes nothing. */
export async function deleteReport(db: Db, monitoringProductId: number, reportId: number): Promise<void> {
  const report = await requireReport(db, monitoringProductId, reportId);
  await db.delete(monitoringReports).where(eq(monitoringReports.id, report.id));
}
