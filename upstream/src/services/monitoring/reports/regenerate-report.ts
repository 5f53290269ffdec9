import { and, eq, or, sql } from 'drizzle-orm';
import { reportBody, type ReportResource, type ReportUpdateBody } from '@/lib/contract/monitoring/reports';
import type { AppDeps } from '../../../app-env';
import { monitoringReports } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { parseOr422 } from '../../../lib/validation';
import { requireReport } from './require-report';
import { startReportGeneration } from './start-report-generation';
import { toReportResource } from './to-report-resource';

/** A generation that has not finished in this long was interrupted (a restart): it may be started again. */
export const STALE_GENERATION_MS = 10 * 60_000;

/**
 * `PUT .../reports/{id}`: a ready report is immutable (409: create a new one); a failed one — or
 * one whose generation was interrupted — is generated again, with the kind and period sent
 * (the ones it had otherwise).
 */
export async function regenerateReport(deps: AppDeps, monitoringProductId: number, reportId: number, body: ReportUpdateBody): Promise<ReportResource> {
  const report = await requireReport(deps.db, monitoringProductId, reportId);
  const now = deps.now();
  const stale = report.status === 'generating' && now.getTime() - report.updatedAt.getTime() > STALE_GENERATION_MS;
  if (report.status === 'ready') throw new AppError('CONFLICT', 'A ready report cannot be changed; create a new report instead.');
  if (report.status === 'generating' && !stale) throw new AppError('CONFLICT', 'The report is being generated.');
  const next = parseOr422(reportBody, {
    kind: body.kind ?? report.kind,
    from: body.from ?? report.periodFrom.toISOString(),
    to: body.to ?? report.periodTo.toISOString(),
  });
  const [row] = await deps.db
    .update(monitoringReports)
    .set({
      kind: next.kind,
      periodFrom: new Date(next.from),
      periodTo: new Date(next.to),
      status: 'generating',
      error: null,
      contents: null,
      readyAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(monitoringReports.id, report.id),
        or(
          eq(monitoringReports.status, 'failed'),
          sql`${monitoringReports.status} = 'generating' and ${monitoringReports.updatedAt} < ${new Date(now.getTime() - STALE_GENERATION_MS).toISOString()}::timestamptz`,
        ),
      ),
    )
    .returning();
  if (!row) throw new AppError('CONFLICT', 'The report changed meanwhile; reload it.');
  startReportGeneration(deps, row.id);
  return toReportResource(row);
}
