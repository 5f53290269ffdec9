'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ImportProgressEvent, ImportResource } from '@/lib/contract/imports';
import { userChannelName } from '@/lib/realtime/echo-client';
import { useRealtime } from '@/lib/realtime/use-realtime';
import { importKeys } from './paths';

/** Raw event name the upstream publishes on the private channel of the person who started the import. */
export const IMPORT_PROGRESS_EVENT = '.import.progress';

/**
 * What one progress event does to the cached import: the same status moves the bar in place (no
 * read); a new status is only a cue to read the import again (`'refetch'`), since the next step needs
 * what the event does not carry (counts, errors).
 */
export function applyProgress(current: ImportResource | undefined, event: ImportProgressEvent): ImportResource | 'refetch' | null {
  if (!current || current.id !== event.import_id) return null;
  if (current.status !== event.status) return 'refetch';
  if (event.done < current.progress.done && event.total === current.progress.total) return null;
  return { ...current, progress: { done: event.done, total: event.total } };
}

/**
 * Live progress of one import over the realtime provider's channel (one subscription, as the
 * monitoring screens share it): the bar moves with each `import.progress`; a change of status reads
 * the import and the list again. `useImport` polls meanwhile, for when live updates are down.
 */
export function useImportLive(userId: number, companyId: number, importId: number): void {
  const { echo } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!echo || !userId) return;
    const channel = echo.private(userChannelName(userId));
    const key = importKeys.one(companyId, importId);
    const onProgress = (event: ImportProgressEvent) => {
      const next = applyProgress(queryClient.getQueryData<ImportResource>(key), event);
      if (next === 'refetch') {
        void queryClient.invalidateQueries({ queryKey: importKeys.all(companyId) });
      } else if (next) queryClient.setQueryData(key, next);
    };
    channel.listen(IMPORT_PROGRESS_EVENT, onProgress);
    return () => {
      channel.stopListening(IMPORT_PROGRESS_EVENT, onProgress);
    };
  }, [echo, userId, companyId, importId, queryClient]);
}
