'use client';

import { createContext, useContext, useSyncExternalStore } from 'react';
import type Echo from 'laravel-echo';

export type Realtime = { echo: Echo<'pusher'> | null; state: string };

/**
 * The realtime connection as a store, not as a context value: a context whose value changes (the
 * connection coming up, a second after load) makes React drop the server HTML of every island below
 * that has not hydrated yet and draw it again once its code is in, a flash and a layout shift, with
 * any click on it lost meanwhile (decision 0040). The context holds the store, which never changes;
 * only the components that read the connection re-render when it does.
 */
export type RealtimeStore = { get: () => Realtime; set: (next: Realtime) => void; subscribe: (listener: () => void) => () => void };

export function createRealtimeStore(initial: Realtime): RealtimeStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next) => {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The realtime connection the signed-in layout's RealtimeProvider holds (components/realtime/realtime-provider.tsx). */
export const RealtimeContext = createContext<RealtimeStore>(createRealtimeStore({ echo: null, state: 'disconnected' }));

/** The store's connection, read again whenever it changes. */
export function useRealtimeStore(store: RealtimeStore): Realtime {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export const useRealtime = (): Realtime => useRealtimeStore(useContext(RealtimeContext));
