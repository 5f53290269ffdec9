'use client';

import { clientOnly } from '@/lib/ui/lazy-component';

/** Swagger UI's host, loaded after the page: the guide paints with the HTML, the reference follows. */
export const ApiReferenceLazy = clientOnly(
  () => import('./api-reference').then((m) => m.ApiReference),
  () => <p className="text-sm text-muted-foreground">Loading the reference…</p>,
);
