import { and, eq } from 'drizzle-orm';
import { monitoringReports, monitoringRequests, monitoringReviews } from '../../db/schema';
import { recordPriceObservation } from '../../monitoring/record/record-price';
import { recordVersion } from '../../monitoring/record/record-version';
import { normalizeSnapshot } from '../../monitoring/snapshot/normalize';
import type { TestApp } from '../create-test-app';
import type { MonitoringWorld } from './world-monitoring';

/**
 * What monitoring observed on company C's page, inserted directly (no scrape runs in the matrix):
 * a finished request next to the queued one "scrape now" left, a snapshot with one version, a
 * manual price and a manual review (so their edits are allowed), and a ready and a failed report.
 */
export async function seedMonitoringHistory(t: TestApp, m: MonitoringWorld) {
  const db = t.deps.db;
  const productId = m.monitoringProduct;
  const pageId = m.monitoringPage;
  const at = new Date('2026-11-20T10:00:00.000Z');
  const [queued] = await db
    .select({ id: monitoringRequests.id })
    .from(monitoringRequests)
    .where(and(eq(monitoringRequests.pageId, pageId), eq(monitoringRequests.status, 'queued')));
  const [finished] = await db
    .insert(monitoringRequests)
    .values({
      monitoringProductId: productId,
      pageId,
      trigger: 'schedule',
      status: 'succeeded',
      attempts: 1,
      fetcher: 'http',
      httpStatus: 200,
      startedAt: at,
      finishedAt: at,
      createdAt: at,
    })
    .returning({ id: monitoringRequests.id });
  const normalized = await normalizeSnapshot('<h1>Soap 250 ml</h1><p>$4.99</p>');
  const version = await recordVersion(t.deps, {
    pageId,
    monitoringProductId: productId,
    text: normalized.text,
    contentHash: normalized.hash,
    html: '<h1>Soap 250 ml</h1><p>$4.99</p>',
    extracted: {},
    requestId: finished.id,
    observedAt: at,
  });
  const { price } = await recordPriceObservation(db, {
    monitoringProductId: productId,
    pageId,
    variationId: m.monitoringVariation,
    amount: 499,
    currency: 'USD',
    availability: 'in_stock',
    source: 'manual',
    observedAt: at,
  });
  const [review] = await db
    .insert(monitoringReviews)
    .values({ monitoringProductId: productId, pageId, reviewKey: 'world-review', author: 'Ann', rating: 4, body: 'Smells nice', source: 'manual' })
    .returning({ id: monitoringReviews.id });
  const period = { periodFrom: new Date('2026-11-01T00:00:00.000Z'), periodTo: new Date('2026-11-21T00:00:00.000Z') };
  const [ready] = await db
    .insert(monitoringReports)
    .values({
      monitoringProductId: productId,
      kind: 'map_violations',
      ...period,
      status: 'ready',
      readyAt: at,
      contents: {
        kind: 'map_violations',
        period: { from: period.periodFrom.toISOString(), to: period.periodTo.toISOString() },
        generated_at: at.toISOString(),
        rows: [],
        summary: {},
      },
    })
    .returning({ id: monitoringReports.id });
  const [failed] = await db
    .insert(monitoringReports)
    .values({ monitoringProductId: productId, kind: 'price_overview', ...period, status: 'failed', error: 'The report could not be generated.' })
    .returning({ id: monitoringReports.id });
  return {
    mQueuedRequest: queued.id,
    mRequest: finished.id,
    mSnapshot: version.snapshotId,
    mVersion: version.versionId,
    mPrice: price.id,
    mReview: review.id,
    mReport: ready.id,
    mFailedReport: failed.id,
  };
}
export type MonitoringHistoryWorld = Awaited<ReturnType<typeof seedMonitoringHistory>>;
