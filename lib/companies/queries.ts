/** Browser reads of the company area through the BFF, as React Query functions (they throw `ApiError`). */
import { ApiError, apiData } from '@/lib/api/api-error';
import { apiFetch, failure } from '@/lib/api/api-fetch';
import { collectPages } from '@/lib/api/collect-pages';
import type { PageOf } from '@/lib/api/collect-pages';
import type { Brand, Product } from '@/lib/contract/catalogue';
import { MSG } from './messages';
import { api } from './paths';

export const fetchBrand = (companyId: number, brandId: number): Promise<Brand> =>
  apiData<Brand>(api.brand(companyId, brandId), { fallback: MSG.brandsFetchError });
export const fetchProduct = (companyId: number, productId: number): Promise<Product> =>
  apiData<Product>(api.product(companyId, productId), { fallback: MSG.productsFetchError });

/** Every item of a paged company list, 100 a page (brand choices, a brand's products). */
export async function fetchAll<T>(path: string, fallback: string, query: Record<string, string | number> = {}): Promise<T[]> {
  const last: { error: ApiError | null } = { error: null };
  const items = await collectPages<T>(async (page) => {
    const res = await apiFetch<T[]>(path, { query: { ...query, page, per_page: 100, sort: 'name' }, fallback });
    if (res.ok) return res.body as PageOf<T>;
    last.error = new ApiError(res);
    return null;
  });
  if (!items) throw last.error ?? new ApiError(failure(0, undefined, fallback));
  return items;
}

/** The first page of a list, newest first (the company screen's "latest" cards). */
export async function fetchLatest<T>(path: string, fallback: string, perPage = 5): Promise<{ data: T[]; total: number }> {
  const res = await apiFetch<T[]>(path, { query: { page: 1, per_page: perPage, sort: '-created_at' }, fallback });
  if (!res.ok) throw new ApiError(res);
  const body = res.body as { data: T[]; meta?: { total: number } };
  return { data: body.data, total: body.meta?.total ?? body.data.length };
}
