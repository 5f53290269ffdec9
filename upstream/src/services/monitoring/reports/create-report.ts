import type { ReportBody, ReportResource } from '@/lib/contract/monitoring/reports';
import type { AppDeps } from '../../../app-env';
import { monitoringReports } from '../../../db/schema';
import { startReportGeneration } from './start-report-generation';
import { toReportResource } from './to-report-resource';

/** `POST .../reports`: the report row (status `generating`); its contents are generated after the response. */
export async function createReport(deps: AppDeps, monitoringProductId: number, userId: number, body: ReportBody): Promise<ReportResource> {
  const [row] = await deps.db
    .insert(monitoringReports)
    .values({ monitoringProductId, kind: body.kind, periodFrom: new Date(body.from), periodTo: new Date(body.to), status: 'generating', createdBy: userId })
    .returning();
  startReportGeneration(deps, row.id);
  return toReportResource(row);
}
