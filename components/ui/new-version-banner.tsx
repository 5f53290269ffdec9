'use client';

import { useEffect, useState } from 'react';
import { clientOnly } from '@/lib/ui/lazy-component';

// The notice's look loads only when there is a new version to announce (decision 0014).
const NewVersionNotice = clientOnly(() => import('./new-version-notice').then((m) => m.NewVersionNotice));

/**
 * Spec §4: polls /app.json (at start, then every 5 minutes) and, when the version differs from
 * the one loaded at start, offers to reload. A failed fetch is only logged (console.warn).
 */
export function NewVersionBanner() {
  const [available, setAvailable] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    // The poll's code is imported here, after the page is up, rather than in every first load.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/version/version-poll').then(({ startVersionPoll }) => {
      if (!cancelled) stop = startVersionPoll({ onNewVersion: () => setAvailable(true) });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  const shown = available && !hidden;
  // The toaster sits at the bottom too; this flag lifts it above the banner instead of under it.
  useEffect(() => {
    if (!shown) return;
    document.documentElement.dataset.bottomBar = 'new-version';
    return () => {
      delete document.documentElement.dataset.bottomBar;
    };
  }, [shown]);

  return shown ? <NewVersionNotice onDismiss={() => setHidden(true)} /> : null;
}
