'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { RealtimeClientConfig } from '@/lib/env';
import { clientOnly } from '@/lib/ui/lazy-component';
import { createRealtimeStore, RealtimeContext, useRealtimeStore } from '@/lib/realtime/use-realtime';
import type { RealtimeStore } from '@/lib/realtime/use-realtime';
import { useLiveUpdatesPaused } from '@/lib/realtime/use-live-updates-paused';

// The notice's look loads only when live updates are down (decision 0014).
const LiveUpdatesPaused = clientOnly(() => import('./live-updates-paused').then((m) => m.LiveUpdatesPaused));

/**
 * Opens the realtime connection for a signed-in user only (this provider lives in the signed-in
 * layout) and subscribes to their private channel. Each notification refetches the unread count
 * and the invites and shows a toast; RecordViewed refetches the unread count (spec §4). pusher-js
 * reconnects and resubscribes by itself after an outage; once resubscribed, and when the tab comes
 * back after a long while hidden, every active query is refetched (events published meanwhile are
 * not replayed: lib/realtime/catch-up.ts). "Live updates paused" shows while the connection is down.
 * `<html data-realtime="…">` mirrors the connection state, and `data-realtime-channel="subscribed"`
 * says the private channel is authorised and subscribed: only from then on can an event reach this
 * page (a socket that is merely connected misses what is published before its subscription).
 */
export function RealtimeProvider({ userId, config, children }: { userId: number; config: RealtimeClientConfig; children: ReactNode }) {
  const queryClient = useQueryClient();
  // One store for the provider's life: the context's value never changes (lib/realtime/use-realtime.ts).
  const [store] = useState(() => createRealtimeStore({ echo: null, state: 'connecting' }));

  // A server refresh hands over an equal but new config object; reconnect only when a value changes.
  const { key, host, port, forceTLS, cluster } = config;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    // The channel's wiring (realtime-connect.ts) comes with Echo and pusher-js, after the page is up.
    void import('./realtime-connect').then(async ({ connect, createEcho }) => {
      const echo = await createEcho({ key, host, port, forceTLS, cluster }, window.location.hostname);
      if (cancelled) return;
      stop = connect(
        echo,
        userId,
        (keys) => {
          for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
        },
        (state) => store.set({ echo, state }),
        () => void queryClient.invalidateQueries(),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, host, port, forceTLS, cluster, userId, queryClient, store]);

  return (
    <RealtimeContext.Provider value={store}>
      {children}
      <PausedNotice store={store} />
    </RealtimeContext.Provider>
  );
}

/** "Live updates paused", a component of its own so that a change of state re-renders only it. */
function PausedNotice({ store }: { store: RealtimeStore }) {
  const paused = useLiveUpdatesPaused(useRealtimeStore(store).state);
  return paused ? <LiveUpdatesPaused /> : null;
}
