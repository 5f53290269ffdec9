'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False during the server render and hydration, true after: for what lives in this browser only
 * (the saved workspace selection, the time zone), so the first client render matches the HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
