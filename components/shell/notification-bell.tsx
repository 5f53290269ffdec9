'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { Overview } from '@/lib/contract/user';

/** notificationCount = invites + unread (spec §3). The invites and notifications panel comes with the people & places work. */
export function NotificationBell() {
  const { data } = useQuery({ queryKey: queryKeys.overview, queryFn: () => apiData<Overview>('user/overview') });
  const count = data ? data.pending_invites_count + data.unread_notifications_count : 0;
  return (
    <span
      className="relative inline-flex h-9 w-9 items-center justify-center rounded-full text-muted-foreground"
      role="status"
      aria-label={`${count} unread notification${count === 1 ? '' : 's'}`}
      data-testid="notification-count"
      data-count={count}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 ? (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[11px] font-semibold leading-5 text-white">{count > 99 ? '99+' : count}</span>
      ) : null}
    </span>
  );
}
