'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { sharedLinkReturn } from '@/lib/routes/shared-link-return';
import { isServiceUnavailable } from '@/lib/api/service-unavailable';
import type { ErrorProps } from './error-props';
import { UnavailablePanel } from './unavailable-panel';

/**
 * Errors of signed-in pages. An outage (ServiceUnavailableError, recognised by its digest) says
 * so and retries by itself. Otherwise, spec §2: when the page was opened from a shared link
 * (/s/...), the browser goes back to that link with ?error= so the link page can explain.
 */
export function AppErrorPanel({ error, reset, retry }: ErrorProps) {
  const unavailable = isServiceUnavailable(error);
  useEffect(() => {
    if (unavailable) return;
    const back = sharedLinkReturn(document.referrer, window.location.origin, error.message || 'Something went wrong');
    if (back) window.location.replace(back);
  }, [error, unavailable]);
  // `retry` (Next 16) refetches the server components before re-rendering; `reset` alone would not.
  if (unavailable) return <UnavailablePanel retry={retry ?? reset} />;
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-sm text-muted-foreground">{error.message || 'The page could not be loaded.'}</p>
      <Button className="mt-6" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
