'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NewVersionBanner } from '@/components/ui/new-version-banner';
import { Toaster } from '@/components/ui/toaster';
import { makeQueryClient } from '@/lib/api/query-client';
import { useAppearanceSync } from '@/lib/ui/appearance-sync';

/** App-wide client providers and overlays: React Query, toasts, loading overlay, new-version banner, the theme's sync. */
export function Providers({ children }: { children: ReactNode }) {
  // One client per browser session (and per server render), never shared between requests.
  const [queryClient] = useState(makeQueryClient);
  // The theme follows the system live (the inline script in layout.tsx set it before paint).
  useAppearanceSync();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      <LoadingOverlay />
      <NewVersionBanner />
    </QueryClientProvider>
  );
}
