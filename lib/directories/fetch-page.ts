import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { collectPages } from '@/lib/api/collect-pages';
import type { PageMeta } from '@/lib/contract/common';

export type Paged<T> = { data: T[]; meta: PageMeta };

/** One page of a paged list as `{ data, meta }` (a React Query function: it throws `ApiError`). */
export async function fetchPage<T>(path: string, query: ApiQuery, fallback: string): Promise<Paged<T>> {
  const res = await apiFetch<T[]>(path, { query, fallback });
  if (!res.ok) throw new ApiError(res);
  const body = res.body as Partial<Paged<T>>;
  const data = Array.isArray(body.data) ? body.data : [];
  return { data, meta: body.meta ?? { current_page: 1, last_page: 1, per_page: data.length, total: data.length } };
}

/** Every item of a paged list (100 a page), for pickers; throws `ApiError` when a page fails. */
export async function fetchAll<T>(path: string, query: ApiQuery, fallback: string): Promise<T[]> {
  const last: { error: ApiError | null } = { error: null };
  const items = await collectPages<T>(async (page) => {
    try {
      return await fetchPage<T>(path, { ...query, page, per_page: 100 }, fallback);
    } catch (error) {
      if (error instanceof ApiError) last.error = error;
      return null;
    }
  });
  if (items === null) throw last.error ?? new Error(fallback);
  return items;
}
