'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';
import { MON_MSG } from '@/lib/monitoring/messages';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { scrapeOver } from '@/lib/monitoring/scrape-progress';
import { toast } from '@/lib/toasts/toast-store';

export type ScrapeTarget = { monitoring_product_ids?: number[]; page_ids?: number[] };

/**
 * "Scrape now": POST a scraping request, then watch its progress (GET every 2 s; the live event
 * refreshes it sooner) until it ends; the monitoring screens of the company refresh then.
 */
export function useScrape(companyId: number) {
  const queryClient = useQueryClient();
  const [requestId, setRequestId] = useState<number | null>(null);
  const start = useApiMutation<ScrapingRequest, ScrapeTarget>({
    request: (body) => apiFetch<ScrapingRequest>(monApi.scrapingRequests(companyId), { method: 'POST', json: body, fallback: MON_MSG.scrape }),
    errorFallback: MON_MSG.scrape,
    success: (r) => ({ title: MON_MSG.scrapeStarted, text: `${r.total} page${r.total === 1 ? '' : 's'} queued` }),
    onSuccess: (r) => {
      queryClient.setQueryData(monitoringKeys.scraping(companyId, r.id), r);
      setRequestId(r.id);
    },
  });
  const progress = useQuery({
    queryKey: monitoringKeys.scraping(companyId, requestId ?? 0),
    queryFn: () => apiData<ScrapingRequest>(monApi.scrapingRequest(companyId, requestId ?? 0), { fallback: MON_MSG.scrape }),
    enabled: requestId !== null,
    refetchInterval: (q) => (q.state.data && scrapeOver(q.state.data) ? false : 2000),
  });
  const over = progress.data ? scrapeOver(progress.data) : false;
  useEffect(() => {
    if (!over || requestId === null) return;
    toast.success(MON_MSG.scrapeFinished);
    void queryClient.invalidateQueries({ queryKey: monitoringKeys.all(companyId) });
  }, [over, requestId, companyId, queryClient]);
  return { start, request: requestId !== null ? progress.data : undefined, over, dismiss: () => setRequestId(null) };
}
