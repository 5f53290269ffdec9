'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import type { PageMeta } from '@/lib/contract/common';
import type { ImportResource } from '@/lib/contract/imports';
import { ACTIVE_STATUSES } from './labels';
import { importKeys, importsApi, IMPORTS_PER_PAGE } from './paths';

export const IMPORTS_FETCH_ERROR = 'We could not load the imports.';
export const IMPORT_FETCH_ERROR = 'We could not load this import.';
/** While a job works on the import, the screen reads it again this often (live events come first). */
export const POLL_MS = 2000;

export type ImportPage = { data: ImportResource[]; meta: PageMeta };

const schema = () => import('./import-schemas').then((m) => m.importPageSchema);
const oneSchema = () => import('./import-schemas').then((m) => m.importOneSchema);

export async function fetchImportPage(companyId: number, page: number): Promise<ImportPage> {
  const res = await apiFetch<ImportResource[]>(importsApi.list(companyId), {
    query: { page, per_page: IMPORTS_PER_PAGE },
    fallback: IMPORTS_FETCH_ERROR,
    schema,
  });
  if (!res.ok) throw new ApiError(res);
  return res.body as ImportPage;
}

/** The company's past imports, newest first (prefetched by the import page for page 1). */
export function useImportPage(companyId: number, page: number) {
  return useQuery({
    queryKey: importKeys.list(companyId, page),
    queryFn: () => fetchImportPage(companyId, page),
    placeholderData: keepPreviousData,
    // A running import's row changes status by itself.
    refetchInterval: (query) => (query.state.data?.data.some((i) => ACTIVE_STATUSES.has(i.status)) ? POLL_MS * 2 : false),
  });
}

/** One import, read again every 2 s while it is being checked or imported (the live events are faster when they arrive). */
export function useImport(companyId: number, importId: number) {
  return useQuery({
    queryKey: importKeys.one(companyId, importId),
    queryFn: () => apiData<ImportResource>(importsApi.one(companyId, importId), { fallback: IMPORT_FETCH_ERROR, schema: oneSchema }),
    refetchInterval: (query) => (query.state.data && ACTIVE_STATUSES.has(query.state.data.status) ? POLL_MS : false),
  });
}
