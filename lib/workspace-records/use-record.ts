'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { apiData, isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { RecordKind, RecordOfKind } from './kinds';
import { recordMessages } from './messages';
import { recordApi, recordsHref } from './paths';

/** A record of another workspace, or one the caller cannot see: the upstream answers 404 (403 kept for other upstreams). */
export const isMissingRecord = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/** One workspace retailer, brand or product (`GET workspaces/{id}/{kind}/{recordId}`). */
export function useWorkspaceRecord<K extends RecordKind>(kind: K, workspaceId: number, id: number) {
  const msg = recordMessages(kind);
  const query = useQuery({
    queryKey: queryKeys.workspaceRecord(kind, workspaceId, id),
    queryFn: ({ signal }) => apiData<RecordOfKind[K]>(recordApi(workspaceId, kind, id), { signal, fallback: msg.fetchOne }),
  });
  useErrorToast(query.error, msg.fetchOne, isMissingRecord);
  return query;
}

/** "Remove from workspace": deletes the link (the company record stays), then back to the list. */
export function useRemoveRecord(kind: RecordKind, workspaceId: number, id: number) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const msg = recordMessages(kind);
  return useApiMutation({
    request: () => apiFetch(recordApi(workspaceId, kind, id), { method: 'DELETE', fallback: msg.delete }),
    errorFallback: msg.delete,
    success: { title: msg.removed },
    onSuccess: () => {
      // Lists, counts and pickers of this kind refresh; this record's own queries do not (a refetch
      // would flash "not found" before the page changes). Files and insights that named it change too.
      const own = queryKeys.workspaceRecord(kind, workspaceId, id);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.workspaceRecords(kind),
        predicate: (q) => JSON.stringify(q.queryKey.slice(0, own.length)) !== JSON.stringify(own),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.files });
      void queryClient.invalidateQueries({ queryKey: queryKeys.insights });
      router.push(recordsHref(workspaceId, kind));
    },
  });
}
