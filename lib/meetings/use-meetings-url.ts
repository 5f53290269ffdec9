'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { readMeetingId, readWhen, withMeetingId, withWhen } from './meeting-url-state';
import type { MeetingWhen } from './meeting-url-state';

/**
 * `when` and the open summary (`?meetingId=`) of the meetings screen. Changes go through
 * history.replaceState, like the global filters: the server page does not re-render and React
 * Query keeps the list.
 */
export function useMeetingsUrl() {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = params.toString();
  const when = useMemo(() => readWhen(new URLSearchParams(search)), [search]);
  const meetingId = useMemo(() => readMeetingId(new URLSearchParams(search)), [search]);

  const replace = useCallback(
    (next: URLSearchParams) => {
      const qs = next.toString();
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [pathname],
  );
  const setWhen = useCallback((next: MeetingWhen) => replace(withWhen(new URLSearchParams(search), next)), [replace, search]);
  /** The link of a meeting's summary with the current filters kept (a new tab, a copied link). */
  const hrefFor = useCallback((id: number) => `${pathname}?${withMeetingId(new URLSearchParams(search), id).toString()}`, [pathname, search]);
  const openMeeting = useCallback((id: number) => replace(withMeetingId(new URLSearchParams(search), id)), [replace, search]);
  const closeMeeting = useCallback(() => replace(withMeetingId(new URLSearchParams(search), null)), [replace, search]);

  return { when, setWhen, meetingId, hrefFor, openMeeting, closeMeeting };
}
