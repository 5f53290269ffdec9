'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { ApiError, isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { PageMeta } from '@/lib/contract/common';
import type { FileDetail, FileRecord } from '@/lib/contract/files';
import type { Workspace } from '@/lib/contract/workspaces';
import { FILE_MSG } from '@/lib/files/messages';
import { canCreateResources } from '@/lib/permissions/rules';
import { membershipsOf } from '@/lib/teams/memberships';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { workspaceLinks } from '@/lib/workspaces/links';
import { fileListKey } from '@/lib/workspace-content/list-query-keys';
import { effectiveSelection, useSelectedWorkspaces } from '@/lib/workspaces/selected-workspaces';
import { fetchAllWorkspaces } from '@/lib/workspaces/workspace-queries';
import { useHydrated } from '@/lib/hooks/use-hydrated';

export type FilePage = { data: FileRecord[]; meta: PageMeta };

/** A file gone (deleted, or no longer shared with the caller): the upstream answers 404 (403 kept for other upstreams). */
export const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/** One page of `GET files` with the global filters; the key is under `queryKeys.files` (live events refresh it). */
export function useFileList(query: ApiQuery, enabled: boolean) {
  const list = useQuery({
    queryKey: fileListKey(query),
    queryFn: async (): Promise<FilePage> => {
      const res = await apiFetch<FileRecord[]>('files', { query, fallback: FILE_MSG.fetchList });
      if (!res.ok) throw new ApiError(res);
      return res.body as FilePage;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
  useErrorToast(list.error, FILE_MSG.fetchList);
  return list;
}

/** `GET files/{id}` for the detail panel. A 404 is shown in the panel ("This file was deleted."), not toasted. */
export function useFileDetail(fileId: number | null) {
  const detail = useQuery({
    queryKey: queryKeys.file(fileId ?? 0),
    queryFn: async (): Promise<FileDetail> => {
      const res = await apiFetch<FileDetail>(`files/${fileId}`, { fallback: FILE_MSG.fetch });
      if (!res.ok) throw new ApiError(res);
      return res.data;
    },
    enabled: fileId !== null,
    retry: (count, error) => !isGone(error) && count < 2,
  });
  useErrorToast(detail.error, FILE_MSG.fetch, isGone);
  return detail;
}

/** `?fileId=` of the page (a shareable URL): open sets it, close removes it. */
export function useFileParam() {
  const params = useSearchParams();
  const pathname = usePathname();
  const raw = params.get('fileId');
  const fileId = raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const hrefFor = useCallback(
    (id: number | null) => {
      const next = new URLSearchParams(params.toString());
      if (id === null) next.delete('fileId');
      else next.set('fileId', String(id));
      const qs = next.toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [params, pathname],
  );
  // history.replaceState, like the global filters: useSearchParams follows it without a server
  // round trip (the page is client data), and the filters' own replaces keep one history entry.
  const open = useCallback((id: number) => window.history.replaceState(null, '', hrefFor(id)), [hrefFor]);
  const close = useCallback(() => window.history.replaceState(null, '', hrefFor(null)), [hrefFor]);
  return { fileId, open, close, hrefFor };
}

/**
 * The workspaces the caller may create files in (section 6, full-access team), among those the
 * route shows: the current one, or for `all` the saved selection (every approved one when empty).
 * `options` also lists the caller's other creatable workspaces so a file can be shared with them.
 */
export function useCreatableWorkspaces(workspaceId: string) {
  const hydrated = useHydrated();
  const [selected] = useSelectedWorkspaces();
  const all = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  const memberships = membershipsOf(teams.data ?? []);
  const creatable = (all.data ?? []).filter((w) => w.approval_status === 'approved' && canCreateResources(memberships, workspaceLinks(w)));
  let inRoute: Workspace[];
  if (workspaceId === 'all') {
    const chosen = hydrated
      ? effectiveSelection(
          selected,
          creatable.map((w) => w.id),
        )
      : [];
    inRoute = chosen.length > 0 ? creatable.filter((w) => chosen.includes(w.id)) : selected.length === 0 ? creatable : [];
  } else {
    inRoute = creatable.filter((w) => w.id === Number(workspaceId));
  }
  return {
    ready: all.isSuccess && teams.isSuccess,
    canUpload: inRoute.length > 0,
    /** Where the upload dialog starts: the current workspace, or the only one of the selection. */
    defaultIds: inRoute.length === 1 ? [inRoute[0].id] : [],
    options: workspaceId === 'all' ? inRoute : creatable,
  };
}
