'use client';

import { clientOnly } from '@/lib/ui/lazy-component';

/** The webhooks section as its own chunk, loaded once the page is in the browser (below the fold, admins only). */
export const LazyWebhooksSection = clientOnly(() => import('./webhooks-section').then((m) => m.WebhooksSection));
