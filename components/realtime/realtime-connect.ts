import type { QueryKey } from '@tanstack/react-query';
import type Echo from 'laravel-echo';
import { CONTENT_EVENT_KEYS } from '@/lib/api/query-keys';
import { userChannelName } from '@/lib/realtime/echo-client';
import { createCatchUp } from '@/lib/realtime/catch-up';
import { keysForNotification, KEYS_ON_RECORD_VIEWED, noticeOf, RECORD_VIEWED_EVENTS } from '@/lib/realtime/live-events';
import type { BroadcastNotification } from '@/lib/realtime/live-events';
import { toast } from '@/lib/toasts/toast-store';

export { createEcho } from '@/lib/realtime/echo-client';

/*
 * realtime-provider.tsx imports this once the page is up: subscribing, and what each event
 * refreshes, paint nothing (decision 0014).
 */

/**
 * Subscribes `echo` to the user's private channel and mirrors its state; returns the teardown.
 * `refetchAll` catches the screen up (lib/realtime/catch-up.ts): after a reconnection, once the
 * channel is subscribed again, and when the tab is shown after a long while hidden.
 */
export function connect(
  echo: Echo<'pusher'>,
  userId: number,
  refresh: (keys: readonly QueryKey[]) => void,
  onStateChange: (state: string) => void,
  refetchAll: () => void,
): () => void {
  const pusher = echo.connector.pusher;
  const catchUp = createCatchUp(refetchAll);
  const onState = ({ current }: { current: string }) => {
    onStateChange(current);
    document.documentElement.dataset.realtime = current;
    // pusher-js subscribes again after a reconnect; until then nothing arrives.
    if (current !== 'connected') delete document.documentElement.dataset.realtimeChannel;
    catchUp.onState(current);
  };
  pusher.connection.bind('state_change', onState);
  const onVisibility = () => catchUp.onVisibility(document.visibilityState === 'hidden');
  document.addEventListener('visibilitychange', onVisibility);

  const channelName = userChannelName(userId);
  const channel = echo.private(channelName);
  channel.subscribed(() => {
    document.documentElement.dataset.realtimeChannel = 'subscribed';
    catchUp.onSubscribed();
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
    document.removeEventListener('visibilitychange', onVisibility);
    echo.leave(channelName);
    echo.disconnect();
    document.documentElement.dataset.realtime = 'disconnected';
    delete document.documentElement.dataset.realtimeChannel;
  };
}
