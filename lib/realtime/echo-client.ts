import type Echo from 'laravel-echo';
import type { RealtimeClientConfig } from '@/lib/env';
import { echoOptions } from './echo-options';

export { REALTIME_TIMEOUTS } from './echo-options';
export type { BroadcastNotification } from './live-events';

export const userChannelName = (userId: number) => `App.Models.User.${userId}`;

/**
 * One Echo instance over pusher-js (options in ./echo-options). Both are imported when the
 * connection opens, after the page is interactive: ~30 kB gzip that no screen needs to render
 * (decision 0014), in a chunk of their own instead of every route's first load.
 */
export async function createEcho(config: RealtimeClientConfig, pageHostname: string): Promise<Echo<'pusher'>> {
  const [{ default: EchoClient }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  return new EchoClient({ ...echoOptions(config, pageHostname), Pusher });
}
