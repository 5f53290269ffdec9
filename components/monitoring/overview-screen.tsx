'use client';

import { ExportMenu } from '@/components/exports/export-menu';
import { clientOnly } from '@/lib/ui/lazy-component';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Card, CardHeader, CardLoading } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { PageHeader } from '@/components/ui/page-header';
import { useCompany } from '@/lib/companies/use-company';
import { priceMatrix } from '@/lib/monitoring/current-prices';
import { MON_MSG } from '@/lib/monitoring/messages';
import { formatMoney } from '@/lib/monitoring/money';
import { monitoringProductHref } from '@/lib/monitoring/paths';
import { buildSeries, chartRows, RANGES, rangeStart, readRange, seriesCurrencies } from '@/lib/monitoring/price-series';
import type { RangeValue } from '@/lib/monitoring/price-series';
import { useMonitoringProduct, usePages, usePriceSeries, useReviews, useVariations } from '@/lib/monitoring/use-monitoring';
import { AvailabilityCard } from './availability-card';
import { PriceMatrixCard } from './price-matrix-card';
import { PricePointsTable } from './price-points-table';
import { RatingSeries } from './rating-series';
import { useMonitoringLive } from '@/lib/monitoring/use-monitoring-live';

// recharts is loaded only here, in its own chunk, and only in the browser (it measures the DOM).
const PriceChart = clientOnly(
  () => import('./price-chart').then((m) => m.PriceChart),
  () => <div className="h-80 animate-pulse rounded-control bg-muted" aria-hidden="true" />,
);

// Reports sit at the foot of the overview and are read in the browser: their card (the request
// form, the list, the report dialog) loads with them rather than in the first load (decision 0014).
const ReportsCard = clientOnly(
  () => import('./reports-card').then((m) => m.ReportsCard),
  () => <CardLoading title="Reports" description="Fixed once ready: later prices never change a report. Each line carries its evidence." />,
);

type Props = {
  companyId: number;
  productId: number;
  userId: number;
  /** When the server rendered the screen: the ranges count back from it, the price history it prefetched. */
  openedAt: number;
};

/** `monitoring/{productId}/overview`: price history (step chart + hidden table), current prices, availability, rating, reports. */
export function OverviewScreen({ companyId, productId, userId, openedAt }: Props) {
  const pathname = usePathname();
  const params = useSearchParams();
  const [range, setRangeState] = useState<RangeValue>(() => readRange(params.get('range')));
  // Ranges count back from when the screen opened, so the query key stays the same across renders.
  const from = useMemo(() => rangeStart(range, openedAt), [range, openedAt]);
  const { data: company } = useCompany(companyId);
  const product = useMonitoringProduct(companyId, productId);
  const pages = usePages(companyId, productId);
  const variations = useVariations(companyId, productId);
  const prices = usePriceSeries(companyId, productId, from);
  const reviews = useReviews(companyId, productId);
  useMonitoringLive(userId, companyId);

  const setRange = (next: RangeValue) => {
    setRangeState(next);
    const qs = new URLSearchParams(params.toString());
    qs.set('range', next);
    window.history.replaceState(null, '', `${pathname}?${qs.toString()}`);
  };

  const p = product.data;
  const series = useMemo(
    () => (p && prices.data ? buildSeries(prices.data, { product: p, pages: pages.data ?? [], variations: variations.data ?? [], from }) : []),
    [p, prices.data, pages.data, variations.data, from],
  );
  // One currency at a time on the chart (EUR, CHF and JPY on one axis read as nonsense).
  const currencies = useMemo(() => seriesCurrencies(series), [series]);
  const [pickedCurrency, setCurrency] = useState<string | null>(null);
  const currency = pickedCurrency && currencies.includes(pickedCurrency) ? pickedCurrency : (currencies[0] ?? null);
  const shown = useMemo(() => series.filter((s) => s.currency === currency), [series, currency]);
  const rows = useMemo(() => chartRows(shown), [shown]);
  const matrix = useMemo(() => (p ? priceMatrix(p, pages.data ?? [], variations.data ?? []) : null), [p, pages.data, variations.data]);

  if (!p)
    return <ListFeedback pending={product.isPending} error={product.error} label="the product" fallback={MON_MSG.fetchProduct} onRetry={product.refetch} />;
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={monitoringProductHref(companyId, productId)} label={p.name} />}
        title="Price overview"
        description={
          p.map_amount !== null ? `MAP ${formatMoney(p.map_amount, p.map_currency)}: prices below it are violations.` : 'No MAP set for this product.'
        }
      />
      <div className="space-y-6">
        <Card>
          <CardHeader
            title="Price history"
            description="Each retailer page and variation; a price holds until the next change."
            actions={
              <div className="flex flex-wrap items-center gap-2">
                <ExportMenu
                  target={{ scope: 'companies', id: companyId, dataset: 'prices', query: { monitoring_product_id: productId, from } }}
                  noun="price history"
                />
                <div role="group" aria-label="Range" className="inline-flex overflow-hidden rounded-control border border-border-strong">
                  {RANGES.map((r) => (
                    <button
                      key={r.value}
                      type="button"
                      aria-pressed={range === r.value}
                      onClick={() => setRange(r.value)}
                      className={cn('px-3 py-1.5 text-sm', range === r.value ? 'bg-primary text-primary-foreground' : 'bg-surface hover:bg-muted')}
                    >
                      {r.label}
                    </button>
                  ))}
                </div>
              </div>
            }
          />
          <div className="p-4 sm:px-6">
            <ListFeedback
              pending={prices.isPending}
              error={prices.data ? null : prices.error}
              label="prices"
              fallback={MON_MSG.fetchPrices}
              onRetry={prices.refetch}
            />
            {prices.data && series.length === 0 ? <p className="text-sm text-muted-foreground">No prices in this range yet.</p> : null}
            {series.length > 0 ? (
              <figure aria-label="Price history chart" className="min-w-0">
                {currencies.length > 1 ? (
                  <div role="group" aria-label="Currency" className="mb-3 inline-flex overflow-hidden rounded-control border border-border-strong">
                    {currencies.map((c) => (
                      <button
                        key={c}
                        type="button"
                        aria-pressed={currency === c}
                        onClick={() => setCurrency(c)}
                        className={cn('px-3 py-1.5 text-sm', currency === c ? 'bg-primary text-primary-foreground' : 'bg-surface hover:bg-muted')}
                      >
                        {c}
                      </button>
                    ))}
                  </div>
                ) : null}
                <PriceChart rows={rows} series={shown} currency={currency} />
                <PricePointsTable series={shown} />
              </figure>
            ) : null}
          </div>
        </Card>
        {matrix ? <PriceMatrixCard matrix={matrix} /> : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <AvailabilityCard series={series} />
          <Card>
            <CardHeader title="Rating over time" description="Each page's aggregate rating, one line per change." />
            <div className="p-4 sm:px-6">
              {reviews.data ? (
                <RatingSeries series={reviews.data.rating_series} pages={pages.data ?? []} />
              ) : (
                <ListFeedback pending={reviews.isPending} error={reviews.error} label="ratings" fallback={MON_MSG.fetchReviews} onRetry={reviews.refetch} />
              )}
            </div>
          </Card>
        </div>
        <ReportsCard companyId={companyId} productId={productId} canEdit={Boolean(company?.can_edit)} />
      </div>
    </>
  );
}
