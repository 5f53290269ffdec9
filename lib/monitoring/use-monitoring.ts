'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData, ApiError, isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { PriceResource } from '@/lib/contract/monitoring/prices';
import type { MonitoringProductDetail } from '@/lib/contract/monitoring/products';
import type { MonitoringRequest } from '@/lib/contract/monitoring/requests';
import type { MonitoringReview, RatingPoint } from '@/lib/contract/monitoring/reviews';
import type { SnapshotResource } from '@/lib/contract/monitoring/snapshots';
import type { Variation } from '@/lib/contract/monitoring/variations';
import type { PageMeta } from '@/lib/contract/common';
import { fetchAll, fetchPage } from '@/lib/directories/fetch-page';
import { retailersApi } from '@/lib/retailers/retailer-paths';
import { MON_MSG } from './messages';
import { monApi } from './paths';
import { monitoringKeys } from './query-keys';

const notFound = (e: unknown) => isApiError(e) && e.status === 404;

/** The monitored product (prefetched by its page); a 404 is left to the screen. */
export function useMonitoringProduct(c: number, p: number) {
  const query = useQuery({
    queryKey: monitoringKeys.product(c, p),
    queryFn: () => apiData<MonitoringProductDetail>(monApi.product(c, p), { fallback: MON_MSG.fetchProduct }),
  });
  useErrorToast(query.error, MON_MSG.fetchProduct, notFound);
  return query;
}

export function usePages(c: number, p: number) {
  const query = useQuery({ queryKey: monitoringKeys.pages(c, p), queryFn: () => fetchAll<MonitoringPage>(monApi.pages(c, p), {}, MON_MSG.fetchPages) });
  useErrorToast(query.error, MON_MSG.fetchPages);
  return query;
}

export function useVariations(c: number, p: number) {
  const query = useQuery({ queryKey: monitoringKeys.variations(c, p), queryFn: () => fetchAll<Variation>(monApi.variations(c, p), {}, MON_MSG.fetchProduct) });
  useErrorToast(query.error, MON_MSG.fetchProduct);
  return query;
}

/** One snapshot per captured page: the link from a page to its versions. */
export function useSnapshots(c: number, p: number) {
  const query = useQuery({
    queryKey: monitoringKeys.snapshots(c, p),
    queryFn: () => fetchAll<SnapshotResource>(monApi.snapshots(c, p), {}, MON_MSG.fetchVersions),
  });
  useErrorToast(query.error, MON_MSG.fetchVersions);
  return query;
}

/** The company's retailers, for the page form's retailer select. */
export function useRetailerOptions(c: number, enabled = true) {
  const query = useQuery({
    queryKey: monitoringKeys.retailerOptions(c),
    queryFn: () => fetchAll<CompanyRetailer>(retailersApi(c), { sort: 'name' }, MON_MSG.fetchRetailers),
    enabled,
  });
  useErrorToast(query.error, MON_MSG.fetchRetailers);
  return query;
}

/** A page of the product's requests (newest first), optionally of one retailer page. */
export function useRequests(c: number, p: number, pageId: number | null, page = 1) {
  const query = useQuery({
    queryKey: [...monitoringKeys.requests(c, p, pageId), page],
    queryFn: () => fetchPage<MonitoringRequest>(monApi.requests(c, p), { page, page_id: pageId ?? undefined }, MON_MSG.fetchRequests),
  });
  useErrorToast(query.error, MON_MSG.fetchRequests);
  return query;
}

/** Every price point since `from` (null: all), oldest first (`series=1`), for the chart and its table. */
export function usePriceSeries(c: number, p: number, from: string | null) {
  const query = useQuery({
    queryKey: monitoringKeys.series(c, p, from),
    queryFn: () => apiData<PriceResource[]>(monApi.prices(c, p), { query: { series: 1, from: from ?? undefined }, fallback: MON_MSG.fetchPrices }),
  });
  useErrorToast(query.error, MON_MSG.fetchPrices);
  return query;
}

export type ReviewsPage = { data: MonitoringReview[]; meta: PageMeta; rating_series: RatingPoint[] };

export function useReviews(c: number, p: number, page = 1) {
  const query = useQuery({
    queryKey: [...monitoringKeys.reviews(c, p), page],
    queryFn: async (): Promise<ReviewsPage> => {
      const res = await apiFetch(monApi.reviews(c, p), { query: { page }, fallback: MON_MSG.fetchReviews });
      if (!res.ok) throw new ApiError(res);
      const body = res.body as Partial<ReviewsPage>;
      return { data: body.data ?? [], meta: body.meta ?? { current_page: 1, last_page: 1, per_page: 20, total: 0 }, rating_series: body.rating_series ?? [] };
    },
  });
  useErrorToast(query.error, MON_MSG.fetchReviews);
  return query;
}
