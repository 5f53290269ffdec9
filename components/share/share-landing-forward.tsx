'use client';

import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * Opens the shared record from the browser rather than with an HTTP redirect: after a redirect the
 * record page's `document.referrer` would be whatever linked to /s/{code}, and spec §2's rule (an
 * error on a page opened from a /s/ referrer goes back there with ?error=) could never apply.
 * `replace` keeps /s/{code} out of the history, so Back does not bounce into the record again.
 */
export function ShareLandingForward({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <section aria-labelledby="share-forward-title" className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <Spinner className="size-8 text-primary" label="Opening the shared record" />
      <h1 id="share-forward-title" className="mt-5 text-xl font-semibold text-foreground">
        Opening the shared record…
      </h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Not moving?{' '}
        <a href={to} className="font-medium text-primary hover:underline">
          Open it
        </a>
      </p>
    </section>
  );
}
