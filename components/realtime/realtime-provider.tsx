'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type Echo from 'laravel-echo';
import type { RealtimeClientConfig } from '@/lib/env';
import { createEcho, userChannelName } from '@/lib/realtime/echo-client';
import { createReconnectDetector, keysForNotification, KEYS_ON_RECONNECT, KEYS_ON_RECORD_VIEWED, noticeOf, RECORD_VIEWED_EVENTS } from '@/lib/realtime/live-events';
import type { BroadcastNotification } from '@/lib/realtime/live-events';
import { toast } from '@/lib/toasts/toast-store';
import { CONTENT_EVENT_KEYS } from '@/lib/api/query-keys';

type Realtime = { echo: Echo<'pusher'> | null; state: string };
const RealtimeContext = createContext<Realtime>({ echo: null, state: 'disconnected' });
export const useRealtime = () => useContext(RealtimeContext);

/**
 * Opens the realtime connection for a signed-in user only (this provider lives in the signed-in
 * layout) and subscribes to their private channel. Each notification refetches the unread count
 * and the invites and shows a toast; RecordViewed refetches the unread count (spec §4). pusher-js
 * reconnects and resubscribes by itself after an outage; we then refetch what may have been missed.
 * `<html data-realtime="…">` mirrors the connection state, and `data-realtime-channel="subscribed"`
 * says the private channel is authorised and subscribed: only from then on can an event reach this
 * page (a socket that is merely connected misses what is published before its subscription).
 */
export function RealtimeProvider({ userId, config, children }: { userId: number; config: RealtimeClientConfig; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Realtime>({ echo: null, state: 'connecting' });

  // A server refresh hands over an equal but new config object; reconnect only when a value changes.
  const { key, host, port, forceTLS, cluster } = config;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void createEcho({ key, host, port, forceTLS, cluster }, window.location.hostname).then((echo) => {
      if (cancelled) return;
      stop = connect(echo, userId, (keys) => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      }, (state) => setValue({ echo, state }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, host, port, forceTLS, cluster, userId, queryClient]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/** Subscribes `echo` to the user's private channel and mirrors its state; returns the teardown. */
function connect(echo: Echo<'pusher'>, userId: number, refresh: (keys: readonly QueryKey[]) => void, onStateChange: (state: string) => void): () => void {
  const pusher = echo.connector.pusher;
  const isReconnect = createReconnectDetector();
  const onState = ({ current }: { current: string }) => {
    onStateChange(current);
    document.documentElement.dataset.realtime = current;
    // pusher-js subscribes again after a reconnect; until then nothing arrives.
    if (current !== 'connected') delete document.documentElement.dataset.realtimeChannel;
    if (isReconnect(current)) refresh(KEYS_ON_RECONNECT);
  };
  pusher.connection.bind('state_change', onState);

  const channelName = userChannelName(userId);
  const channel = echo.private(channelName);
  channel.subscribed(() => {
    document.documentElement.dataset.realtimeChannel = 'subscribed';
  });
  channel.notification((n: BroadcastNotification) => {
    refresh(keysForNotification(n));
    const { title, message } = noticeOf(n);
    toast.message(title, message);
  });
  const onViewed = () => refresh(KEYS_ON_RECORD_VIEWED);
  for (const event of RECORD_VIEWED_EVENTS) channel.listen(event, onViewed);
  // Content events (fileUpdated, insightDeleted…) carry `{ id, workspace_ids }`: open lists and
  // details refetch through the API, which applies this reader's permissions.
  for (const [event, keys] of Object.entries(CONTENT_EVENT_KEYS)) channel.listen(`.${event}`, () => refresh(keys));

  return () => {
    pusher.connection.unbind('state_change', onState);
    echo.leave(channelName);
    echo.disconnect();
    document.documentElement.dataset.realtime = 'disconnected';
    delete document.documentElement.dataset.realtimeChannel;
  };
}
