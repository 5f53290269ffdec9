/**
 * When an open screen must refetch what it shows because live events may have been missed
 * (decision 0022): events published while this page had no subscription (realtime down, network lost,
 * laptop asleep) are never replayed to it, so after such a gap every active query is refetched.
 * Pure so it can be tested without a socket or a DOM; realtime-connect.ts wires it.
 */
import { createReconnectDetector } from './live-events';

/** A tab hidden this long may have been frozen or asleep (browsers throttle background sockets). */
export const CATCH_UP_AFTER_HIDDEN_MS = 30_000;

export type CatchUp = {
  /** Each pusher-js connection state (`connecting`, `connected`, `unavailable`…). */
  onState(state: string): void;
  /** The private channel's subscription succeeded (pusher-js subscribes again after each reconnect). */
  onSubscribed(): void;
  /** The page was hidden (true) or shown again (false). */
  onVisibility(hidden: boolean): void;
};

/**
 * Calls `refetchAll` once the channel is subscribed again after a reconnection (not on the first
 * connection: the screens have just loaded), so nothing published before the new subscription is
 * missed; and when the page is shown after being hidden for longer than `hiddenMs`.
 */
export function createCatchUp(refetchAll: () => void, opts: { now?: () => number; hiddenMs?: number } = {}): CatchUp {
  const now = opts.now ?? Date.now;
  const hiddenMs = opts.hiddenMs ?? CATCH_UP_AFTER_HIDDEN_MS;
  const isReconnect = createReconnectDetector();
  let missed = false;
  let hiddenSince: number | null = null;
  return {
    onState(state) {
      if (isReconnect(state)) missed = true;
    },
    onSubscribed() {
      if (!missed) return;
      missed = false;
      refetchAll();
    },
    onVisibility(hidden) {
      if (hidden) {
        hiddenSince ??= now();
        return;
      }
      const since = hiddenSince;
      hiddenSince = null;
      if (since !== null && now() - since > hiddenMs) refetchAll();
    },
  };
}
