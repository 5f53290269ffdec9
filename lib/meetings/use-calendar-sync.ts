'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { calendarKeys } from '@/lib/calendar/calendar-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { MeetingCalendarSync } from '@/lib/contract/calendar';
import { readSchema } from '@/lib/workspace-content/read-schema';
import { meetingCalendarSyncApi } from './meeting-paths';
import { MEETING_MSG } from './messages';

/** While an entry waits, look again now and then: the live meetingUpdated event may not reach a tab. */
const PENDING_POLL_MS = 10_000;

/**
 * A meeting's Google Calendar entries (`GET meetings/{id}/calendar-sync`), under the meeting's key so
 * the meetingUpdated event sent after each sync refreshes them, and `retry` (`POST`, which answers
 * with every entry pending).
 */
export function useMeetingCalendarSync(meetingId: number) {
  const queryClient = useQueryClient();
  const key = calendarKeys.meetingSync(meetingId);
  const sync = useQuery({
    queryKey: key,
    queryFn: () =>
      apiData<MeetingCalendarSync[]>(meetingCalendarSyncApi(meetingId), { fallback: MEETING_MSG.calendarSyncFetch, schema: readSchema('meetingCalendarSync') }),
    refetchInterval: (q) => (q.state.data?.some((entry) => entry.state === 'pending') ? PENDING_POLL_MS : false),
  });
  const retry = useApiMutation<MeetingCalendarSync[], void>({
    request: () => apiFetch<MeetingCalendarSync[]>(meetingCalendarSyncApi(meetingId), { method: 'POST', fallback: MEETING_MSG.calendarSyncRetry }),
    errorFallback: MEETING_MSG.calendarSyncRetry,
    success: { title: MEETING_MSG.calendarSyncRetried },
    onSuccess: (entries) => queryClient.setQueryData(key, entries),
  });
  return { sync, retry };
}
