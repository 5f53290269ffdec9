'use client';

import { useSyncExternalStore } from 'react';
import { browserTimeZone } from './meeting-time';

const noop = () => () => {};

/**
 * The browser's time zone, or null during the server render and hydration: the server's zone is
 * not the viewer's, so times render once the browser can say which zone they are in.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(noop, browserTimeZone, () => null);
}
