'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/bell-icon';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import type { AppNotification } from '@/lib/contract/account';
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS, type NotificationKind } from '@/lib/contract/notification-kinds';
import { formatFull, formatWhen } from '@/lib/dates/format-when';
import { notificationMessage, notificationTitle, notificationUrl } from '@/lib/notifications/notification-view';
import { useMarkAllNotificationsRead, useNotificationList, useOpenNotification } from '@/lib/notifications/use-notifications';

function NotificationRow({ n, onOpen, opening }: { n: AppNotification; onOpen: (n: AppNotification) => void; opening: boolean }) {
  const unread = n.read_at === null;
  const message = notificationMessage(n);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(n)}
        aria-busy={opening || undefined}
        className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
        <span className="min-w-0 flex-1">
          <span className={cn('block truncate text-sm', unread ? 'font-semibold text-foreground' : 'text-foreground')}>
            {notificationTitle(n)}
            {unread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          {message ? <span className="block text-sm text-muted-foreground">{message}</span> : null}
          <time dateTime={n.created_at} title={formatFull(n.created_at)} className="block text-xs text-muted-foreground">
            {formatWhen(n.created_at)}
          </time>
        </span>
        {opening ? <Spinner className="mt-1 size-4" /> : null}
      </button>
    </li>
  );
}

const KIND_OPTIONS = NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: NOTIFICATION_KIND_INFO[kind].label }));

/**
 * Paged notifications, unread ones first, with an unread filter, a kind filter and "Load more".
 * Opening one marks it read, then goes to its `data.url` (app paths only) and closes the panel
 * through `onNavigate`.
 */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const router = useRouter();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [kind, setKind] = useState<NotificationKind | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const list = useNotificationList(unreadOnly, kind);
  const open = useOpenNotification();
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.meta.total ?? 0;

  const onOpen = async (n: AppNotification) => {
    if (openingId) return;
    setOpeningId(n.id);
    await open(n);
    setOpeningId(null);
    // Go even when marking read failed (its toast says so): the user asked to see the subject.
    const url = notificationUrl(n, window.location.origin);
    if (url) {
      onNavigate();
      router.push(url);
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.isSuccess ? `${total} ${unreadOnly ? 'unread ' : ''}notification${total === 1 ? '' : 's'}` : '\u00a0'}
        </p>
        <div className="flex flex-wrap gap-2">
          <select
            aria-label="Kind of notification"
            value={kind ?? ''}
            onChange={(e) => setKind((e.target.value || null) as NotificationKind | null)}
            className="h-8 max-w-44 rounded-control border border-border bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <option value="">All kinds</option>
            {KIND_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <Button size="small" variant="outline" loading={markAll.pending} loadingText="Marking…" onClick={() => void markAll.run()}>
            Mark all read
          </Button>
          <Button size="small" variant="outline" aria-pressed={unreadOnly} onClick={() => setUnreadOnly((v) => !v)}>
            Unread only
          </Button>
        </div>
      </div>
      {list.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner label="Loading notifications" />
        </div>
      ) : null}
      {list.isError ? (
        <div className="space-y-2 px-4 py-6 text-center text-sm">
          <p className="text-danger">Failed to get notifications.</p>
          <Button size="small" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <EmptyState
          icon={BellIcon}
          compact
          headingLevel={3}
          title={kind ? `No ${unreadOnly ? 'unread ' : ''}notifications of this kind` : unreadOnly ? 'No unread notifications' : 'No notifications yet'}
          description={kind || unreadOnly ? undefined : 'Assignments, mentions, invites and changes to what you follow arrive here.'}
          action={
            kind || unreadOnly ? (
              <Button
                size="small"
                variant="outline"
                onClick={() => {
                  setKind(null);
                  setUnreadOnly(false);
                }}
              >
                Show all notifications
              </Button>
            ) : null
          }
        />
      ) : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-border border-t border-border">
          {items.map((n) => (
            <NotificationRow key={n.id} n={n} onOpen={(x) => void onOpen(x)} opening={openingId === n.id} />
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <div className="border-t border-border p-3 text-center">
          <Button size="small" variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
      <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">
        Choose what reaches you, in the app and by email, in your{' '}
        <Link href="/profile#notifications" onClick={onNavigate} className="font-medium text-primary underline underline-offset-2">
          notification settings
        </Link>
        .
      </p>
    </div>
  );
}
