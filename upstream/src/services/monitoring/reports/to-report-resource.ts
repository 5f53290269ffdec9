import type { ReportResource } from '@/lib/contract/monitoring/reports';
import type { monitoringReports } from '../../../db/schema';

export type ReportRow = typeof monitoringReports.$inferSelect;

export function toReportResource(r: ReportRow): ReportResource {
  return {
    id: r.id,
    kind: r.kind,
    period_from: r.periodFrom.toISOString(),
    period_to: r.periodTo.toISOString(),
    status: r.status,
    error: r.error,
    row_count: r.contents ? r.contents.rows.length : null,
    created_at: r.createdAt.toISOString(),
    ready_at: r.readyAt?.toISOString() ?? null,
  };
}
