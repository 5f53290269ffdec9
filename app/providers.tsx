'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { makeQueryClient } from '@/lib/api/query-client';
import { clientOnly } from '@/lib/ui/lazy-component';

// The toaster, the loading overlay, the new-version banner and the theme's sync paint nothing until
// something happens: their code (~1.2 kB gzip) loads right after hydration, out of every screen's
// first load (decision 0020). A toast or a loading flag set before then waits in its store and shows
// once they are in; the theme was already set before paint by layout.tsx's inline script.
const AppOverlays = clientOnly(() => import('@/components/ui/app-overlays').then((m) => m.AppOverlays));

/** App-wide client providers and overlays: React Query, toasts, loading overlay, new-version banner, the theme's sync. */
export function Providers({ children }: { children: ReactNode }) {
  // One client per browser session (and per server render), never shared between requests.
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppOverlays />
    </QueryClientProvider>
  );
}
