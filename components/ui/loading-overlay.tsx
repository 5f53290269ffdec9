'use client';

import { useLoading } from '@/lib/loading/use-loading';
import { Spinner } from './spinner';

/**
 * Full-screen overlay while the global loading flag is set (spec §1). The live region is always
 * mounted so screen readers hear "Loading" when it appears; the visual layer fades in after a
 * short delay so quick operations do not flash.
 */
export function LoadingOverlay() {
  const loading = useLoading();
  return (
    <>
      <div aria-live="polite" className="sr-only">
        {loading ? 'Loading, please wait…' : ''}
      </div>
      {loading ? (
        <div
          aria-hidden="true"
          data-testid="loading-overlay"
          className="fixed inset-0 z-[60] flex animate-fade-in items-center justify-center bg-background/70 backdrop-blur-[1px] [animation-delay:120ms]"
        >
          <div className="flex items-center gap-3 rounded-card border border-border bg-surface px-5 py-4 text-sm font-medium text-foreground shadow-lg">
            <Spinner className="size-5 text-primary" />
            Loading…
          </div>
        </div>
      ) : null}
    </>
  );
}
