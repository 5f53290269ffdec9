import { useEffect, useState } from 'react';

/** The "Live updates paused" notice waits this long: a blip of a reconnect says nothing. */
export const PAUSED_NOTICE_DELAY_MS = 4_000;

/** True once the realtime connection has been anything but `connected` for `delayMs`; false again when it is. */
export function useLiveUpdatesPaused(state: string, delayMs = PAUSED_NOTICE_DELAY_MS): boolean {
  const [paused, setPaused] = useState(false);
  const connected = state === 'connected';
  useEffect(() => {
    // Connected: the flag is cleared for the next outage (it already reads false below).
    const timer = connected ? setTimeout(() => setPaused(false), 0) : setTimeout(() => setPaused(true), delayMs);
    return () => clearTimeout(timer);
  }, [connected, delayMs]);
  return paused && !connected;
}
