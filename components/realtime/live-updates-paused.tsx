'use client';

import { Spinner } from '@/components/ui/spinner';

/**
 * Says that live updates are down (decision 0022): a small pill floating at the top of the screen (fixed,
 * so nothing moves under it), announced politely; the screens catch up when the connection is back.
 * Its code loads only when it shows (realtime-provider.tsx).
 */
export function LiveUpdatesPaused() {
  return (
    <div
      role="status"
      data-testid="live-updates-paused"
      className="pointer-events-none fixed inset-x-4 top-2 z-[60] mx-auto flex w-fit max-w-[calc(100%-2rem)] animate-fade-in items-center gap-2 rounded-full border border-dark bg-dark px-3 py-1.5 text-xs text-white shadow-lg sm:text-sm dark:border-slate-600 dark:bg-slate-800"
    >
      <Spinner className="size-3.5 shrink-0 text-indigo-300" />
      <span>Live updates paused — reconnecting…</span>
    </div>
  );
}
