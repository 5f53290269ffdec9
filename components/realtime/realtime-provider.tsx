'use client';

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type Echo from 'laravel-echo';
import type { RealtimeClientConfig } from '@/lib/env';
import { createEcho, userChannelName } from '@/lib/realtime/echo-client';
import type { BroadcastNotification } from '@/lib/realtime/echo-client';
import { toast } from '@/lib/toasts/toast-store';
import { queryKeys } from '@/lib/api/query-keys';

type Realtime = { echo: Echo<'pusher'> | null; state: string };
const RealtimeContext = createContext<Realtime>({ echo: null, state: 'disconnected' });
export const useRealtime = () => useContext(RealtimeContext);

/**
 * Opens the realtime connection for a signed-in user only (this provider lives in the signed-in
 * layout) and subscribes to their private channel. A RecordCreated notification or a RecordViewed
 * event refetches the unread count (spec §4); pusher-js reconnects by itself after an outage.
 */
export function RealtimeProvider({ userId, config, children }: { userId: number; config: RealtimeClientConfig; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Realtime>({ echo: null, state: 'connecting' });

  // A server refresh hands over an equal but new config object; reconnect only when a value changes.
  const { key, host, port, forceTLS, cluster } = config;
  useEffect(() => {
    const echo = createEcho({ key, host, port, forceTLS, cluster }, window.location.hostname);
    const pusher = echo.connector.pusher;
    const onState = ({ current }: { current: string }) => {
      setValue({ echo, state: current });
      document.documentElement.dataset.realtime = current;
    };
    pusher.connection.bind('state_change', onState);

    const refreshCounts = () => queryClient.invalidateQueries({ queryKey: queryKeys.overview });
    const channel = echo.private(userChannelName(userId));
    channel.notification((n: BroadcastNotification) => {
      if (n.type === 'RecordCreated') void refreshCounts();
      const title = typeof n.title === 'string' ? n.title : 'New notification';
      toast.message(title, typeof n.message === 'string' ? n.message : undefined);
    });
    channel.listen('.RecordViewed', () => void refreshCounts());

    return () => {
      pusher.connection.unbind('state_change', onState);
      echo.leave(userChannelName(userId));
      echo.disconnect();
    };
  }, [key, host, port, forceTLS, cluster, userId, queryClient]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
