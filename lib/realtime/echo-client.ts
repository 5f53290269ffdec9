import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { RealtimeClientConfig } from '@/lib/env';
import { echoOptions } from './echo-options';

export { REALTIME_TIMEOUTS } from './echo-options';
export type { BroadcastNotification } from './live-events';

export const userChannelName = (userId: number) => `App.Models.User.${userId}`;

/** One Echo instance over pusher-js (options in ./echo-options). */
export function createEcho(config: RealtimeClientConfig, pageHostname: string): Echo<'pusher'> {
  return new Echo({ ...echoOptions(config, pageHostname), Pusher });
}
