import type { EchoOptions } from 'laravel-echo';
import type { RealtimeClientConfig } from '@/lib/env';

/** Spec §9: activity 120 s, pong 30 s, unavailable 10 s. */
export const REALTIME_TIMEOUTS = { activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 } as const;

/** Channel authorization goes to the BFF, which adds the session's bearer; the browser never holds a token. */
export const BROADCASTING_AUTH_PATH = '/api/broadcasting/auth';

/**
 * Echo/pusher-js options, apart from the Pusher constructor (kept out so this stays testable in
 * Node). Nothing here turns reconnection off: pusher-js retries after every close except the
 * 4000-4099 "refused" codes, so a restarted realtime server is reached again and channels resubscribe.
 */
export function echoOptions(config: RealtimeClientConfig, pageHostname: string): EchoOptions<'pusher'> {
  const host = config.host ?? pageHostname;
  return {
    broadcaster: 'pusher',
    key: config.key,
    cluster: config.cluster,
    wsHost: host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.forceTLS,
    enabledTransports: config.forceTLS ? ['wss'] : ['ws'],
    disableStats: true,
    authEndpoint: BROADCASTING_AUTH_PATH,
    ...REALTIME_TIMEOUTS,
  };
}
