'use client';

import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Moves focus to `ref` after the next render, for when the focused control goes away (a revoked
 * token's button, a submitted step). Call the returned function in the same update that closes a dialog:
 * Radix hands focus back in a 0 ms timeout when the dialog unmounts, and this one runs after it.
 */
export function useDeferredFocus<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [requests]);
  return [ref, () => setRequests((n) => n + 1)];
}
