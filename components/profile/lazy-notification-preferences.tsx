'use client';

import { clientOnly } from '@/lib/ui/lazy-component';

/** The notification settings as their own chunk, loaded once the profile is in the browser (below the fold). */
export const LazyNotificationPreferences = clientOnly(() => import('./notification-preferences-section').then((m) => m.NotificationPreferencesSection));
