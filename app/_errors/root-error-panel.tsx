'use client';

import { Button } from '@/components/ui/button';
import { isServiceUnavailable } from '@/lib/api/service-unavailable';
import type { ErrorProps } from './error-props';
import { UnavailablePanel } from './unavailable-panel';

/**
 * Errors the segment boundaries below cannot catch: those of the signed-in layout itself (it
 * loads the user, so an outage fails there first) and of public pages.
 */
export function RootErrorPanel({ error, reset, retry }: ErrorProps) {
  if (isServiceUnavailable(error)) return <UnavailablePanel retry={retry ?? reset} />;
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-sm text-muted-foreground">The page could not be loaded.</p>
      <Button className="mt-6" onClick={retry ?? reset}>
        Try again
      </Button>
    </div>
  );
}
