import { and, eq } from 'drizzle-orm';
import type { ReportContents } from '@/lib/contract/monitoring/common';
import { logError } from '@/lib/log';
import type { AppDeps } from '../../../app-env';
import { monitoringReports } from '../../../db/schema';
import { buildChangeDigest } from './build-change-digest';
import { buildMapViolations } from './build-map-violations';
import { loadMapOf } from '../map-rule';
import { buildPriceOverview } from './build-price-overview';
import { loadReportPrices } from './load-report-prices';

/**
 * Generates a report that is `generating` and writes its contents once (status `ready`); the row
 * is only written while still `generating`, so a report deleted or regenerated meanwhile is left
 * alone. The contents are a copy: later prices and versions never change a ready report (case 14).
 * A failure marks the report `failed` with the reason.
 */
export async function generateReport(deps: AppDeps, reportId: number): Promise<void> {
  const [report] = await deps.db
    .select()
    .from(monitoringReports)
    .where(and(eq(monitoringReports.id, reportId), eq(monitoringReports.status, 'generating')));
  if (!report) return;
  try {
    const { periodFrom: from, periodTo: to } = report;
    const prices = await loadReportPrices(deps.db, report.monitoringProductId);
    const built =
      report.kind === 'price_overview'
        ? buildPriceOverview(prices, from, to)
        : report.kind === 'map_violations'
          ? buildMapViolations(prices, from, to, await loadMapOf(deps.db, report.monitoringProductId))
          : await buildChangeDigest(deps.db, report.monitoringProductId, prices, from, to);
    const now = deps.now();
    const contents: ReportContents = {
      kind: report.kind,
      period: { from: from.toISOString(), to: to.toISOString() },
      generated_at: now.toISOString(),
      ...built,
    };
    await deps.db
      .update(monitoringReports)
      .set({ status: 'ready', contents, error: null, readyAt: now, updatedAt: now })
      // Still the same request: a regeneration with another kind or period meanwhile writes its own.
      .where(
        and(
          eq(monitoringReports.id, reportId),
          eq(monitoringReports.status, 'generating'),
          eq(monitoringReports.kind, report.kind),
          eq(monitoringReports.periodFrom, from),
          eq(monitoringReports.periodTo, to),
        ),
      );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = await deps.db
      .update(monitoringReports)
      .set({ status: 'failed', error: 'The report could not be generated.', updatedAt: deps.now() })
      .where(and(eq(monitoringReports.id, reportId), eq(monitoringReports.status, 'generating')))
      .returning({ id: monitoringReports.id });
    // A report deleted while it was generated failed for that reason alone: nothing to report.
    if (failed.length) logError('monitoring report generation failed', { reportId, error: message });
  }
}
