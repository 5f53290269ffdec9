import { CONTENT_SORTS } from '@/lib/contract/values';

/** The workspace retailers list's sort, kept in the URL beside the global filters (`sort`, default newest first). */
export type RecordSort = (typeof CONTENT_SORTS)[number];
export const DEFAULT_RECORD_SORT: RecordSort = '-created_at';

export const RECORD_SORT_LABELS: Record<RecordSort, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
};

export function readRecordSort(params: URLSearchParams): RecordSort {
  const v = params.get('sort') ?? '';
  return (CONTENT_SORTS as readonly string[]).includes(v) ? (v as RecordSort) : DEFAULT_RECORD_SORT;
}

/** A new sort goes back to page 1; the default is left out of the URL; other parameters stay. */
export function writeRecordSort(params: URLSearchParams, sort: RecordSort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === DEFAULT_RECORD_SORT) next.delete('sort');
  else next.set('sort', sort);
  next.delete('page');
  return next;
}
