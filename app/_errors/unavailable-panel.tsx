'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { UNAVAILABLE_MESSAGE } from '@/lib/api/service-unavailable';

/** Long enough for a restarting service to come back, short enough that nobody reaches for F5. */
export const AUTO_RETRY_SECONDS = 5;

/**
 * An outage (upstream unreachable, database down): says so, counts down and retries on its own,
 * with a button for the impatient. The countdown restarts whenever a retry fails again.
 */
export function UnavailablePanel({ retry }: { retry: () => void }) {
  const [left, setLeft] = useState(AUTO_RETRY_SECONDS);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Restart the count first: if the retry fails without remounting this panel, it goes again.
      setLeft(left <= 1 ? AUTO_RETRY_SECONDS : left - 1);
      if (left <= 1) retry();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [left, retry]);

  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-xl font-semibold">Service unavailable</h1>
      <p className="mt-2 text-sm text-muted-foreground">{UNAVAILABLE_MESSAGE}</p>
      <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
        Retrying in {left} s…
      </p>
      <Button className="mt-6" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
