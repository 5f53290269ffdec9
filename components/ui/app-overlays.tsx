'use client';

import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NewVersionBanner } from '@/components/ui/new-version-banner';
import { Toaster } from '@/components/ui/toaster';
import { useAppearanceSync } from '@/lib/ui/use-appearance';

/**
 * What every page carries that draws nothing at first (app/providers.tsx): the toasts, the loading
 * overlay, the new-version banner, and the theme's sync with the system and other tabs.
 */
export function AppOverlays() {
  // The theme follows the system live (the inline script in layout.tsx set it before paint).
  useAppearanceSync();
  return (
    <>
      <Toaster />
      <LoadingOverlay />
      <NewVersionBanner />
    </>
  );
}
