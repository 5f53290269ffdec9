'use client';

import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { FileRecord } from '@/lib/contract/files';
import type { Insight } from '@/lib/contract/insights';
import type { Meeting } from '@/lib/contract/meetings';
import type { Task } from '@/lib/contract/tasks';
import { AGENDA_MSG, myOpenTasksQuery, scopeQuery, statApi, statKey, totalOf, upcomingMeetingsQuery } from './home-stats';
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
type Agenda = { meetings: Meeting; tasks: Task };

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

/**
 * The home's agenda: the next meetings, or the caller's open tasks, of the scope. Keys sit under
 * `queryKeys.meetings` / `queryKeys.tasks`, so meeting and task events refresh them live.
 */
export function useAgenda<K extends 'meetings' | 'tasks'>(kind: K, scope: readonly number[], enabled: boolean) {
  const fallback = AGENDA_MSG[kind];
  const query = useQuery({
    queryKey: [...(kind === 'meetings' ? queryKeys.meetings : queryKeys.tasks), kind === 'meetings' ? 'home-upcoming' : 'home-mine', scope.join(',')],
    queryFn: async ({ signal }) => {
      const res = await apiFetch<Agenda[K][]>(kind, { query: kind === 'meetings' ? upcomingMeetingsQuery(scope) : myOpenTasksQuery(scope), signal, fallback });
      if (!res.ok) throw new ApiError(res);
      return { items: Array.isArray(res.data) ? res.data : [], total: totalOf(res.body) };
    },
    enabled,
  });
  useErrorToast(query.error, fallback);
  return query;
}
