import type { PageMeta } from '@/lib/contract/common';

/** Builds Laravel's paginator meta from a total and the requested page. */
export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

export function paged<T>(data: T[], total: number, page: number, perPage: number) {
  return { data, meta: pageMeta(total, page, perPage) };
}
