import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { RealtimeClientConfig } from '@/lib/env';

/** Laravel's notification event as Echo's `.notification()` sees it. */
export type BroadcastNotification = { id: string; type: string; [key: string]: unknown };

/** Spec §9: activity 120 s, pong 30 s, unavailable 10 s. */
export const REALTIME_TIMEOUTS = { activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 } as const;

export const userChannelName = (userId: number) => `App.Models.User.${userId}`;

/**
 * One Echo instance over pusher-js. Channel authorization goes to the BFF (`/api/broadcasting/auth`),
 * which adds the session's bearer; the browser never holds a token.
 */
export function createEcho(config: RealtimeClientConfig, pageHostname: string): Echo<'pusher'> {
  const host = config.host ?? pageHostname;
  return new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: config.cluster,
    wsHost: host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.forceTLS,
    enabledTransports: config.forceTLS ? ['wss'] : ['ws'],
    disableStats: true,
    authEndpoint: '/api/broadcasting/auth',
    ...REALTIME_TIMEOUTS,
  });
}
