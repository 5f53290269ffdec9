'use client';

import { hashKey, notifyManager, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the cache holds under `key`, kept current, without creating an entry for it. For what only
 * reads what a page has loaded (the sidebar's area title): a `useQuery` — even disabled — would put
 * a pending query in the cache, and a page rendered after it would then fill its prefetched data
 * only in an effect (HydrationBoundary hydrates during render only the queries the cache does not
 * hold), so its server HTML showed a spinner instead of the data it had prefetched.
 */
export function useCachedData<T>(key: QueryKey | null): T | undefined {
  const client = useQueryClient();
  const hash = key ? hashKey(key) : null;
  const subscribe = useCallback(
    // Scheduled like React Query's own observers: a cache change during another component's render
    // (a HydrationBoundary filling it) must not update this one in that render.
    (onChange: () => void) => {
      const notify = notifyManager.batchCalls(onChange);
      return client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) notify();
      });
    },
    [client, hash],
  );
  const read = () => (key ? client.getQueryData<T>(key) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
