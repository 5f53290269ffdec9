'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { calendarKeys } from '@/lib/calendar/calendar-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { GoogleDisconnect, GoogleStatus } from '@/lib/contract/account';
import { ACCOUNT_TOAST } from '@/lib/toasts/messages';

export const GOOGLE_FETCH_ERROR = 'Error connecting Google Calendar';
export const GOOGLE_DISCONNECT_ERROR = 'Error disconnecting Google Calendar';
/** Where a user removes an app's access to their Google account by hand. */
export const GOOGLE_PERMISSIONS_URL = 'https://myaccount.google.com/permissions';

/**
 * The profile's Google Calendar card: `GET google/token` (connected, needs reconnecting, or where to
 * connect) and `DELETE google/token`, which revokes the grant at Google. `notRevoked` stays true
 * after a disconnect Google did not confirm, so the card can say how to remove the access by hand.
 */
export function useGoogleCalendar() {
  const [notRevoked, setNotRevoked] = useState(false);
  const status = useQuery({ queryKey: calendarKeys.googleStatus, queryFn: () => apiData<GoogleStatus>('google/token', { fallback: GOOGLE_FETCH_ERROR }) });
  useErrorToast(status.error, GOOGLE_FETCH_ERROR);

  const disconnect = useApiMutation<GoogleDisconnect, void>({
    request: () => apiFetch<GoogleDisconnect>('google/token', { method: 'DELETE', fallback: GOOGLE_DISCONNECT_ERROR }),
    errorFallback: GOOGLE_DISCONNECT_ERROR,
    success: (data) => (data.revoked ? ACCOUNT_TOAST.googleDisconnected : ACCOUNT_TOAST.googleDisconnectedNotRevoked),
    invalidate: [calendarKeys.googleStatus],
    onSuccess: (data) => setNotRevoked(!data.revoked),
  });

  return { status, disconnect, notRevoked };
}
