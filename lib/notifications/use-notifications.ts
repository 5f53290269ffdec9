'use client';

import { useInfiniteQuery, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useInvites } from '@/lib/invites/use-invites';
import { ApiError, apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { AppNotification } from '@/lib/contract/account';
import type { NotificationKind } from '@/lib/contract/notification-kinds';
import type { Overview } from '@/lib/contract/user';
import { toast } from '@/lib/toasts/toast-store';
import { nextPage, NOTIFICATIONS_PER_PAGE, toNotificationPage, unreadTotalOf } from './notification-view';
import type { NotificationPage } from './notification-view';

/** `GET notifications?read=false` asking for one item: only `meta.total` (the unread count) is used. */
async function fetchUnreadCount(): Promise<number> {
  const res = await apiFetch<unknown>('notifications', { query: { read: 'false', per_page: 1 } });
  if (!res.ok) throw new ApiError(res);
  return unreadTotalOf(res.body);
}

/**
 * The unread count (spec §3 unreadNotificationsCount). Quiet: it is refetched on every live event,
 * and a toast each time would be noise. If that call fails, the overview's count stands in.
 */
export function useUnreadCount(): number {
  const unread = useQuery({ queryKey: queryKeys.unreadCount, queryFn: fetchUnreadCount });
  // Asked for only once the count has failed: a disabled useQuery would still put a pending overview
  // in the cache, and the home page's prefetched overview would then wait for an effect to show
  // (HydrationBoundary only fills queries the cache does not hold yet during render).
  const overviewQuery = { queryKey: queryKeys.overview, queryFn: () => apiData<Overview>('user/overview') };
  const fallback = useQueries({ queries: unread.isError ? [overviewQuery] : ([] as (typeof overviewQuery)[]) });
  if (unread.isSuccess) return unread.data;
  return unread.isError ? (fallback[0]?.data?.unread_notifications_count ?? 0) : 0;
}

/** Spec §3: notificationCount = inviteCount + the unread count (what the bell shows). */
export function useNotificationCount() {
  const { inviteCount } = useInvites();
  const unreadCount = useUnreadCount();
  return { inviteCount, unreadCount, notificationCount: inviteCount + unreadCount };
}

async function fetchPage(page: number, unreadOnly: boolean, kind: NotificationKind | null): Promise<NotificationPage> {
  const res = await apiFetch<unknown>('notifications', {
    // Unread ones on top: what still needs a look comes first, then the read ones, each newest first.
    query: {
      page,
      per_page: NOTIFICATIONS_PER_PAGE,
      read: unreadOnly ? 'false' : undefined,
      kind: kind ?? undefined,
      unread_first: unreadOnly ? undefined : 1,
    },
    fallback: 'Failed to get notifications',
  });
  if (!res.ok) {
    toast.error('Error', res.messages);
    throw new ApiError(res);
  }
  return toNotificationPage(res.body, page);
}

/** Paged notifications (all, or unread only; of every kind, or one) with "load more". */
export function useNotificationList(unreadOnly: boolean, kind: NotificationKind | null = null) {
  return useInfiniteQuery({
    queryKey: queryKeys.notificationList(unreadOnly, kind),
    queryFn: ({ pageParam }) => fetchPage(pageParam, unreadOnly, kind),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // The failure toast is shown from the query function: retries would repeat it.
    retry: false,
  });
}

/**
 * Opening a notification: `GET notifications/{id}` marks it read (spec §4), then the unread count
 * and lists refresh. Resolves to false when marking failed (after the error toast).
 */
export function useOpenNotification(): (n: AppNotification) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (n: AppNotification) => {
      const res = await apiFetch(`notifications/${encodeURIComponent(n.id)}`, { fallback: 'Failed to mark notification as read' });
      if (!res.ok) {
        toast.error('Error', res.messages);
        return false;
      }
      // Not awaited: navigation should not wait for the lists to reload.
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
      return true;
    },
    [queryClient],
  );
}

/** `POST notifications/read-all`, then the lists and the bell's count read again. */
export function useMarkAllNotificationsRead(): { run: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    const res = await apiFetch('notifications/read-all', { method: 'POST', fallback: 'Failed to mark notifications as read' });
    setPending(false);
    if (!res.ok) {
      toast.error('Error', res.messages);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
  }, [queryClient]);
  return { run, pending };
}
