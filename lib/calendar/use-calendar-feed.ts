'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { calendarKeys } from '@/lib/calendar/calendar-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { CalendarFeed } from '@/lib/contract/calendar';
import { ACCOUNT_TOAST } from '@/lib/toasts/messages';

export const CALENDAR_FEED_API = 'user/calendar-feed';
export const CALENDAR_FEED_FETCH_ERROR = 'Error getting the calendar subscription';
const CREATE_ERROR = 'Error creating the calendar subscription address';
const DELETE_ERROR = 'Error turning off the calendar subscription';

/**
 * The calendar subscription (ICS) card: `GET user/calendar-feed` says whether it is on, `POST`
 * makes a new secret address (the old one stops working) and `DELETE` turns it off. The address is
 * only in the `POST` answer: `newUrl` holds it until the card is left or the feed turned off.
 */
export function useCalendarFeed() {
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const feed = useQuery({
    queryKey: calendarKeys.calendarFeed,
    queryFn: () => apiData<CalendarFeed>(CALENDAR_FEED_API, { fallback: CALENDAR_FEED_FETCH_ERROR }),
  });
  useErrorToast(feed.error, CALENDAR_FEED_FETCH_ERROR);

  const create = useApiMutation<CalendarFeed, void>({
    request: () => apiFetch<CalendarFeed>(CALENDAR_FEED_API, { method: 'POST', fallback: CREATE_ERROR }),
    errorFallback: CREATE_ERROR,
    success: ACCOUNT_TOAST.calendarFeedCreated,
    invalidate: [calendarKeys.calendarFeed],
    onSuccess: (data) => setNewUrl(data.url),
  });
  const turnOff = useApiMutation<CalendarFeed, void>({
    request: () => apiFetch<CalendarFeed>(CALENDAR_FEED_API, { method: 'DELETE', fallback: DELETE_ERROR }),
    errorFallback: DELETE_ERROR,
    success: ACCOUNT_TOAST.calendarFeedOff,
    invalidate: [calendarKeys.calendarFeed],
    onSuccess: () => setNewUrl(null),
  });

  return { feed, create, turnOff, newUrl };
}
