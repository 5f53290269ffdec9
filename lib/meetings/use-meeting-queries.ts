'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { isApiError } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import { meetingListKey } from '@/lib/workspace-content/list-query-keys';
import { fetchMeeting, fetchMeetingsPage } from './meeting-queries';

/** Keys live under `queryKeys.meetings`, which meetingUpdated/meetingDeleted/taskUpdated invalidate (live updates). */
export { meetingListKey };

/** A meeting gone (deleted, or no longer visible): 404, 403 kept for other upstreams. */
export const isMeetingGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

export function useMeetingsList(query: ApiQuery, enabled = true) {
  return useQuery({ queryKey: meetingListKey(query), queryFn: () => fetchMeetingsPage(query), placeholderData: keepPreviousData, enabled });
}

/** A detail that answers 404 is not retried: it was deleted, or never visible. */
export function useMeeting(id: number | null) {
  return useQuery({
    queryKey: queryKeys.meeting(id ?? 0),
    queryFn: () => fetchMeeting(id ?? 0),
    enabled: id !== null,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}
