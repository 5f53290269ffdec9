'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useState } from 'react';
import { useNotificationCount } from '@/lib/notifications/use-notifications';
import { cn } from '@/components/ui/cn';
import { BellIcon } from '@/components/ui/bell-icon';
import { HeaderPanel } from './header-panel';
import { PanelSpinner } from './panel-spinner';

const loadPanel = () => import('@/components/notifications/notifications-panel');
// The panel (invites, the notification list) is not needed to paint a page: it loads when the
// pointer or focus reaches the bell (the intent), at the latest when the panel opens (decision 0014).
const NotificationsPanelBody = clientOnly(
  () => loadPanel().then((m) => m.NotificationsPanelBody),
  () => <PanelSpinner />,
);

/**
 * The bell: notificationCount = invites + unread (spec §3) on a badge, opening the invites and
 * notifications panel. The badge element always exists with `data-count` (0 included) because
 * the e2e tests read it; it is only drawn when there is something to count.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { inviteCount, unreadCount, notificationCount: count } = useNotificationCount();
  const label = count === 0 ? 'Notifications' : `Notifications, ${count} new`;

  return (
    <HeaderPanel
      open={open}
      onOpenChange={setOpen}
      title="Invites and notifications"
      trigger={
        <button
          type="button"
          aria-label={label}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className="relative inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BellIcon />
          <span
            aria-hidden="true"
            data-testid="notification-count"
            data-count={count}
            className={cn(
              'absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[11px] font-semibold leading-5 text-danger-foreground',
              count === 0 && 'hidden',
            )}
          >
            {count > 99 ? '99+' : count}
          </span>
        </button>
      }
    >
      <NotificationsPanelBody inviteCount={inviteCount} unreadCount={unreadCount} onNavigate={() => setOpen(false)} />
    </HeaderPanel>
  );
}
