'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchDeliveries, fetchWebhooks } from './webhook-api';

/** The scope's endpoints (its admins only: the section is shown to them alone). */
export function useWebhooks(base: string) {
  return useQuery({ queryKey: queryKeys.webhooks(base), queryFn: () => fetchWebhooks(base) });
}

/** One page of an endpoint's delivery log; read again every 5 s while a message is still pending. */
export function useWebhookDeliveries(base: string, webhookId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveries(base, webhookId, page),
    queryFn: () => fetchDeliveries(base, webhookId, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((d) => d.status === 'pending') ? 5_000 : false),
  });
}

/** After a change: the endpoints and every delivery log of the scope are read again. */
export function useRefreshWebhooks(base: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(base) }), [queryClient, base]);
}
