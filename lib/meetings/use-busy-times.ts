'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { calendarKeys } from '@/lib/calendar/calendar-keys';
import type { BusyTimes } from '@/lib/contract/calendar';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { readSchema } from '@/lib/workspace-content/read-schema';
import { BUSY_TIMES_API } from './meeting-paths';

/** The upstream asks Google for at most this many people at once. */
export const BUSY_MAX_PEOPLE = 20;
const DEBOUNCE_MS = 500;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The signed-in user's id: their own calendar counts when they plan. */
export function useCurrentUserId(): number | null {
  return useCurrentUser().data?.id ?? null;
}

type Params = { workspaceId: number | null; date: string; timeZone: string; userIds: readonly number[] };

/**
 * `GET meetings/busy` for the meeting form: the people's busy blocks on the chosen day in the
 * planner's zone, asked once the choice has rested for a moment. Silent when it fails (no right
 * to create there, a person not a member): the hint is advice and never blocks saving.
 */
export function useBusyTimes({ workspaceId, date, timeZone, userIds }: Params) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b).slice(0, BUSY_MAX_PEOPLE);
  // A string settles: an array would be a new value on every render.
  const settled = useDebouncedValue(`${workspaceId ?? ''}|${date}|${timeZone}|${ids.join(',')}`, DEBOUNCE_MS);
  const [ws, day, tz, idText] = settled.split('|');
  const people = idText ? idText.split(',').map(Number) : [];
  const enabled = ws !== '' && DATE.test(day) && people.length > 0;
  return useQuery({
    queryKey: calendarKeys.busyTimes(Number(ws), day, tz, people),
    queryFn: ({ signal }) =>
      apiData<BusyTimes[]>(`${BUSY_TIMES_API}?${people.map((id) => `user_ids=${id}`).join('&')}`, {
        query: { workspace_id: ws, date: day, time_zone: tz },
        signal,
        schema: readSchema('busyTimes'),
      }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
