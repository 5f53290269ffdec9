'use client';

import { useState } from 'react';
import { InvitesSection } from '@/components/invites/invites-section';
import { PanelTabs } from './panel-tabs';
import { NotificationList } from './notification-list';

type Tab = 'invites' | 'notifications';

/**
 * The bell's panel: Invites (team and workspace invites, accept / decline / clear) and
 * Notifications (paged, unread filter). It opens on Invites when some are waiting.
 */
export function NotificationsPanelBody({ inviteCount, unreadCount, onNavigate }: { inviteCount: number; unreadCount: number; onNavigate: () => void }) {
  const [tab, setTab] = useState<Tab>(inviteCount > 0 ? 'invites' : 'notifications');
  return (
    <PanelTabs<Tab>
      label="Invites and notifications"
      value={tab}
      onChange={setTab}
      tabs={[
        { id: 'invites', label: 'Invites', count: inviteCount, content: <InvitesSection /> },
        { id: 'notifications', label: 'Notifications', count: unreadCount, content: <NotificationList onNavigate={onNavigate} /> },
      ]}
    />
  );
}
