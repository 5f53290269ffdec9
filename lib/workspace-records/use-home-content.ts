'use client';

import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { FileRecord } from '@/lib/contract/files';
import type { Insight } from '@/lib/contract/insights';
import { scopeQuery, statApi, statKey, totalOf } from './home-stats';
import type { HomeStat } from './home-stats';
import { recordMessages, SUB_LIST_MSG } from './messages';

const statFallback = (stat: HomeStat) => (stat === 'files' || stat === 'insights' ? SUB_LIST_MSG[stat] : recordMessages(stat).fetchList);

/** One count of the workspace home: the list call with `per_page=1`, read for `meta.total`. */
export function useStatCount(stat: HomeStat, scope: readonly number[], enabled: boolean) {
  const fallback = statFallback(stat);
  const query = useQuery({
    queryKey: statKey(stat, scope),
    queryFn: async ({ signal }) => {
      const res = await apiFetch(statApi(stat), { query: scopeQuery(scope, 1), signal, fallback });
      if (!res.ok) throw new ApiError(res);
      return totalOf(res.body);
    },
    enabled,
  });
  useErrorToast(query.error, fallback);
  return query;
}

type Recent = { files: FileRecord; insights: Insight };

/** The five newest files or insights of the scope (their keys sit under the prefixes live events refresh). */
export function useRecent<K extends keyof Recent>(kind: K, scope: readonly number[], enabled: boolean) {
  const fallback = SUB_LIST_MSG[kind];
  const query = useQuery({
    queryKey: [...(kind === 'files' ? queryKeys.files : queryKeys.insights), 'home-recent', scope.join(',')],
    queryFn: async ({ signal }) => {
      const res = await apiFetch<Recent[K][]>(kind, { query: scopeQuery(scope, 5), signal, fallback });
      if (!res.ok) throw new ApiError(res);
      return { items: Array.isArray(res.data) ? res.data : [], total: totalOf(res.body) };
    },
    enabled,
  });
  useErrorToast(query.error, fallback);
  return query;
}
