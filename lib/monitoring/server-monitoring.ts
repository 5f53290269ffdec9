/** Server-side reads of the monitoring screens (server components only: they read the session cookie). */
import { QueryClient } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { dataOf } from '@/lib/contract/common';
import type { PageMeta } from '@/lib/contract/common';
import type { PriceResource } from '@/lib/contract/monitoring/prices';
import { monitoringProductDetailResource } from '@/lib/contract/monitoring/products';
import type { MonitoringProductDetail } from '@/lib/contract/monitoring/products';
import { companyForPage, recordId } from '@/lib/companies/server-pages';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { monApi } from './paths';
import { rangeStart, readRange } from './price-series';
import type { ReviewsPage } from './use-monitoring';
import { monitoringKeys } from './query-keys';

/**
 * The monitored product of a page, prefetched under the key `useMonitoringProduct` reads; a product
 * of another company (or none, or not visible) is a 404 like the upstream's. A failed read renders
 * the page anyway: its client query shows the error.
 */
export async function monitoringProductForPage(
  companyId: number,
  rawId: string,
  queryClient: QueryClient,
): Promise<{ productId: number; product: MonitoringProductDetail | null }> {
  const productId = recordId(rawId);
  const res = await upstreamJson(monApi.product(companyId, productId), dataOf(monitoringProductDetailResource));
  if (!res.ok && (res.status === 404 || res.status === 403)) notFound();
  const product = res.ok ? (res.data.data as MonitoringProductDetail) : null;
  if (product && product.company_id !== companyId) notFound();
  if (product) queryClient.setQueryData(monitoringKeys.product(companyId, productId), product);
  return { productId, product };
}

/** The signed-in user's id: the live `monitoring.updated` events arrive on their private channel. */
export async function currentUserId(): Promise<number> {
  const res = await getCurrentUser();
  return res.ok ? res.user.id : 0;
}

/**
 * What a screen paints above the fold from besides the product, read on the server so that its
 * cards come in the HTML with their rows rather than as a loading frame that grows when the rows
 * arrive (a layout shift: docs/performance.md, "Phones"). `series` is the price history's `from`.
 */
export type ProductReads = { lists?: readonly ('pages' | 'variations' | 'snapshots')[]; series?: string | null; reviews?: boolean };

const PER_PAGE = 100;
const LISTS = {
  pages: { path: monApi.pages, key: monitoringKeys.pages },
  variations: { path: monApi.variations, key: monitoringKeys.variations },
  snapshots: { path: monApi.snapshots, key: monitoringKeys.snapshots },
} as const;

/**
 * Prefetches `reads` under the keys the screens' hooks read (lib/monitoring/use-monitoring.ts), as
 * they read them: the answers' JSON unchecked, as in the browser (the contract's schemas on the
 * server would be ~0.7 kB more of every first load: docs/performance.md on Turbopack's module
 * ids). A list longer than one page of 100, or a failed read, is left to the browser, as before.
 */
async function prefetchProductReads(queryClient: QueryClient, companyId: number, productId: number, reads: ProductReads): Promise<void> {
  const lists = (reads.lists ?? []).map(async (name) => {
    const { path, key } = LISTS[name];
    const res = await upstreamJson<{ data: unknown[]; meta: PageMeta }>(path(companyId, productId), undefined, {
      searchParams: { page: '1', per_page: String(PER_PAGE) },
    });
    if (res.ok && Array.isArray(res.data.data) && res.data.meta?.last_page <= 1) queryClient.setQueryData(key(companyId, productId), res.data.data);
  });
  const series = async () => {
    if (reads.series === undefined) return;
    const searchParams: Record<string, string> = { series: '1' };
    if (reads.series) searchParams.from = reads.series;
    const res = await upstreamJson<{ data: PriceResource[] }>(monApi.prices(companyId, productId), undefined, { searchParams });
    if (res.ok && Array.isArray(res.data.data)) queryClient.setQueryData(monitoringKeys.series(companyId, productId, reads.series), res.data.data);
  };
  const reviews = async () => {
    if (!reads.reviews) return;
    const res = await upstreamJson<ReviewsPage>(monApi.reviews(companyId, productId), undefined, { searchParams: { page: '1' } });
    if (res.ok && Array.isArray(res.data.data) && res.data.meta && Array.isArray(res.data.rating_series)) {
      const { data, meta, rating_series } = res.data;
      queryClient.setQueryData([...monitoringKeys.reviews(companyId, productId), 1], { data, meta, rating_series });
    }
  };
  await Promise.all([...lists, series(), reviews()]);
}

/** The overview's range (`?range=`) as its price history's `from`, counted back from now, which the screen keeps as `openedAt`. */
export function overviewRange(range: string | string[] | undefined): { openedAt: number; from: string | null } {
  const openedAt = Date.now();
  return { openedAt, from: rangeStart(readRange(typeof range === 'string' ? range : null), openedAt) };
}

/**
 * What every screen under `monitoring/{productId}` starts from: the company and the product
 * prefetched into a fresh query client (404 when either is not the caller's), the user's id, and
 * what the screen names in `reads`, read alongside the product.
 */
export async function monitoringProductScreen(raw: { companyId: string; productId: string }, reads: ProductReads = {}) {
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage(raw.companyId, queryClient);
  const [{ productId }, userId] = await Promise.all([
    monitoringProductForPage(companyId, raw.productId, queryClient),
    currentUserId(),
    // Another company's product answers 404 here too, and monitoringProductForPage makes the page one.
    prefetchProductReads(queryClient, companyId, recordId(raw.productId), reads),
  ]);
  return { queryClient, companyId, productId, userId };
}
