import { and, eq } from 'drizzle-orm';
import type { ReportContents } from '@/lib/contract/monitoring/common';
import { logError } from '@/lib/log';
import type { AppDeps } from '../../../app-env';
import { monitoringProducts, monitoringReports, monitoringVariations } from '../../../db/schema';
import { buildChangeDigest } from './build-change-digest';
import { buildMapViolations, type MapOf } from './build-map-violations';
import { buildPriceOverview } from './build-price-overview';
import { loadReportPrices } from './load-report-prices';

async function mapResolver(deps: AppDeps, monitoringProductId: number): Promise<MapOf> {
  const [product] = await deps.db
    .select({ amount: monitoringProducts.mapAmount, currency: monitoringProducts.mapCurrency })
    .from(monitoringProducts)
    .where(eq(monitoringProducts.id, monitoringProductId));
  const variations = await deps.db
    .select({ id: monitoringVariations.id, amount: monitoringVariations.mapAmount, currency: monitoringVariations.mapCurrency })
    .from(monitoringVariations)
    .where(eq(monitoringVariations.monitoringProductId, monitoringProductId));
  const productMap = product?.amount != null && product.currency ? { amount: product.amount, currency: product.currency } : null;
  const overrides = new Map(
    variations.filter((v) => v.amount !== null && v.currency).map((v) => [v.id, { amount: v.amount as number, currency: v.currency as string }]),
  );
  return (variationId) => (variationId !== null ? overrides.get(variationId) : undefined) ?? productMap;
}

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
          ? buildMapViolations(prices, from, to, await mapResolver(deps, report.monitoringProductId))
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
