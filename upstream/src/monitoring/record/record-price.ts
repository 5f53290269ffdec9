import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AvailabilityValue, PriceSource } from '@/lib/contract/monitoring/common';
import type { Db } from '../../db/client';
import { monitoringPrices } from '../../db/schema';
import { emitPriceChanged } from '../../services/webhooks/emit-monitoring-events';

export type PriceRow = typeof monitoringPrices.$inferSelect;
export type PriceChange = 'first' | 'changed' | 'currency_changed' | 'availability_changed' | 'unchanged';

export type PriceObservation = {
  monitoringProductId: number;
  pageId: number | null;
  variationId: number | null;
  amount: number | null;
  listAmount?: number | null;
  currency: string | null;
  availability: AvailabilityValue;
  source: PriceSource;
  rawText?: string | null;
  observedAt: Date;
  versionId?: number | null;
  requestId?: number | null;
  createdBy?: number | null;
};

export type RecordPriceResult = {
  price: PriceRow;
  change: PriceChange;
  /** The series' latest row before this observation (its state before being extended), null for 'first'. */
  previous: PriceRow | null;
};

/** `column` equals `value`, where null matches null (a series is keyed by page and variation, either null). */
const sameKey = (column: typeof monitoringPrices.pageId | typeof monitoringPrices.variationId, value: number | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/** What keys a price series: the monitored product's page and variation (either may be null). */
export type PriceSeriesKey = Pick<PriceRow, 'monitoringProductId' | 'pageId' | 'variationId'>;

/** The series' latest row, or with `before` its latest row first observed before then (what a later row changed from). */
export async function latestPriceInSeries(db: Db, key: PriceSeriesKey, before?: Date): Promise<PriceRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoringPrices)
    .where(
      and(
        eq(monitoringPrices.monitoringProductId, key.monitoringProductId),
        sameKey(monitoringPrices.pageId, key.pageId),
        sameKey(monitoringPrices.variationId, key.variationId),
        before ? lt(monitoringPrices.firstObservedAt, before) : undefined,
      ),
    )
    .orderBy(desc(monitoringPrices.firstObservedAt), desc(monitoringPrices.id))
    .limit(1);
  return row;
}

function classify(previous: PriceRow | null, next: PriceObservation): PriceChange {
  if (!previous) return 'first';
  // A different currency is a different series, never a drop or a rise (case 21).
  if (previous.currency !== null && next.currency !== null && previous.currency !== next.currency) return 'currency_changed';
  if (previous.amount !== next.amount || previous.currency !== next.currency) return 'changed';
  if (previous.availability !== next.availability) return 'availability_changed';
  return 'unchanged';
}

/**
 * Adds one observation to the price series of a page (and variation): one row per change of
 * amount, currency or availability. A repeat of the latest values only extends its
 * `last_observed_at` and `observed_count` (case 6), so the row keeps the version and request that
 * first proved it. A currency change starts a new series and is reported as 'currency_changed'
 * (callers must not read it as a price drop, case 21). Observations of one page come from one
 * request at a time (the queue allows one open request per page), so no lock is taken here.
 */
export async function recordPriceObservation(db: Db, input: PriceObservation): Promise<RecordPriceResult> {
  const previous = await latestPriceInSeries(db, input);
  const change = classify(previous ?? null, input);
  if (previous && change === 'unchanged') {
    const at = input.observedAt.toISOString();
    const [price] = await db
      .update(monitoringPrices)
      .set({
        lastObservedAt: sql`greatest(${monitoringPrices.lastObservedAt}, ${at}::timestamptz)`,
        observedCount: sql`${monitoringPrices.observedCount} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(monitoringPrices.id, previous.id))
      .returning();
    return { price, change, previous };
  }
  const [price] = await db
    .insert(monitoringPrices)
    .values({
      monitoringProductId: input.monitoringProductId,
      pageId: input.pageId,
      variationId: input.variationId,
      amount: input.amount,
      listAmount: input.listAmount ?? null,
      currency: input.currency,
      availability: input.availability,
      source: input.source,
      rawText: input.rawText ?? null,
      firstObservedAt: input.observedAt,
      lastObservedAt: input.observedAt,
      observedCount: 1,
      versionId: input.versionId ?? null,
      requestId: input.requestId ?? null,
      createdBy: input.createdBy ?? null,
    })
    .returning();
  const result = { price, change, previous: previous ?? null };
  // Every price goes through here, scraped or typed in: the one place its webhook is queued (decision 0031).
  await emitPriceChanged(db, result);
  return result;
}
