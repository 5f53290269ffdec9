/** Server-side reads of the monitoring screens (server components only: they read the session cookie). */
import { QueryClient } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { dataOf } from '@/lib/contract/common';
import { monitoringProductDetailResource } from '@/lib/contract/monitoring/products';
import type { MonitoringProductDetail } from '@/lib/contract/monitoring/products';
import { companyForPage, recordId } from '@/lib/companies/server-pages';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { monApi } from './paths';
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
 * What every screen under `monitoring/{productId}` starts from: the company and the product
 * prefetched into a fresh query client (404 when either is not the caller's), and the user's id.
 */
export async function monitoringProductScreen(raw: { companyId: string; productId: string }) {
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage(raw.companyId, queryClient);
  const [{ productId }, userId] = await Promise.all([monitoringProductForPage(companyId, raw.productId, queryClient), currentUserId()]);
  return { queryClient, companyId, productId, userId };
}
