/** What the company-area server pages share: the route ids, the company, 404s like the upstream's. */
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from 'next/navigation';
import type { z } from 'zod';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import { pageOf } from '@/lib/contract/common';
import type { Brand, Product } from '@/lib/contract/catalogue';
import type { Company } from '@/lib/contract/companies';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { companyHref, parseId } from './paths';
import { isMissing, loadBrand, loadCompany, loadProduct } from './server-companies';

/**
 * The company of a page (prefetched into `queryClient`): a bad id, or a company the caller cannot
 * see, is a 404. A failed read renders the page anyway; its client query shows the error.
 */
export async function companyForPage(rawId: string, queryClient: QueryClient): Promise<{ companyId: number; company: Company | null }> {
  const { companyId, company } = await requireVisibleCompany(rawId);
  if (company) queryClient.setQueryData(queryKeys.company(companyId), company);
  return { companyId, company };
}

/**
 * The company of the route, or a 404 for a bad id or a company the caller cannot see. The company
 * area's layout calls it before anything streams, so the answer's status is 404 and not the 200
 * of a page shown behind a `loading.tsx` skeleton; the read is request-cached, so the page's own
 * call costs nothing.
 */
export async function requireVisibleCompany(rawId: string): Promise<{ companyId: number; company: Company | null }> {
  const companyId = parseId(rawId);
  if (!companyId) notFound();
  const res = await loadCompany(companyId);
  if (isMissing(res)) notFound();
  return { companyId, company: res.ok ? res.data : null };
}

/** Edit and create screens are for the company's admins; others go back to the company. */
export function requireEditor(company: Company | null, companyId: number, to = companyHref(companyId)): void {
  if (company && !company.can_edit) redirect(to);
}

/** A record id of the route (brand, product), or a 404. */
export function recordId(raw: string): number {
  const id = parseId(raw);
  if (!id) notFound();
  return id;
}

/** The brand of a page, prefetched; a brand of another company (or none) is a 404. */
export async function brandForPage(companyId: number, rawId: string, queryClient: QueryClient): Promise<{ brandId: number; brand: Brand | null }> {
  const { brandId, brand } = await requireCompanyBrand(companyId, rawId);
  if (brand) queryClient.setQueryData(companyKeys.companyBrand(companyId, brandId), brand);
  return { brandId, brand };
}

/** The brand of the route or a 404; request-cached, so the record's layout decides it before its skeleton. */
export async function requireCompanyBrand(companyId: number, rawId: string): Promise<{ brandId: number; brand: Brand | null }> {
  const brandId = recordId(rawId);
  const res = await loadBrand(companyId, brandId);
  if (isMissing(res) || (res.ok && res.data.company_id !== companyId)) notFound();
  return { brandId, brand: res.ok ? res.data : null };
}

/** The product of a page, prefetched; a product of another company (or none) is a 404. */
export async function productForPage(companyId: number, rawId: string, queryClient: QueryClient): Promise<{ productId: number; product: Product | null }> {
  const { productId, product } = await requireCompanyProduct(companyId, rawId);
  if (product) queryClient.setQueryData(companyKeys.companyProduct(companyId, productId), product);
  return { productId, product };
}

/** The product of the route or a 404; request-cached like requireCompanyBrand. */
export async function requireCompanyProduct(companyId: number, rawId: string): Promise<{ productId: number; product: Product | null }> {
  const productId = recordId(rawId);
  const res = await loadProduct(companyId, productId);
  if (isMissing(res) || (res.ok && res.data.company_id !== companyId)) notFound();
  return { productId, product: res.ok ? res.data : null };
}

/** Prefetches a "latest" card (`LatestCard` reads `[...key, 'latest']`). */
export async function prefetchLatest(queryClient: QueryClient, path: string, key: readonly unknown[], item: z.ZodTypeAny): Promise<void> {
  const res = await upstreamJson(path, pageOf(item), { searchParams: { page: '1', per_page: '5', sort: '-created_at' } });
  if (res.ok) {
    const body = res.data as { data: unknown[]; meta: { total: number } };
    queryClient.setQueryData([...key, 'latest'], { data: body.data, total: body.meta.total });
  }
}
