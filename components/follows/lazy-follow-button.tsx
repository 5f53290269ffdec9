'use client';

import { clientOnly } from '@/lib/ui/lazy-component';

/**
 * The Follow toggle as its own chunk, loaded after the page: it shows nothing until the follow
 * state is read anyway, and the detail screens' first loads stay within budget (decision 0020).
 */
export const LazyFollowButton = clientOnly(() => import('./follow-button').then((m) => m.FollowButton));
