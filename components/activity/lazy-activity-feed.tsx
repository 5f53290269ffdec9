'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { Spinner } from '@/components/ui/spinner';

/**
 * The activity feed as its own chunk, loaded after the page: histories and feeds sit below the fold
 * and are not needed for the first interaction (first-load budget, decision 0020).
 */
export const LazyActivityFeed = clientOnly(
  () => import('./activity-feed').then((m) => m.ActivityFeed),
  () => <Spinner label="Loading activity" />,
);
