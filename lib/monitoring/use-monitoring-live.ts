'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '@/lib/realtime/use-realtime';
import { userChannelName } from '@/lib/realtime/echo-client';
import { monitoringKeys } from './query-keys';

/** Raw event name the engine publishes (upstream/src/monitoring/pipeline/publish-update.ts). */
export const MONITORING_UPDATED_EVENT = '.monitoring.updated';

/**
 * A finished check (new price point, new version, a status change) refreshes the open monitoring
 * screens of this company: the engine tells the company's members on their private channel, which
 * the realtime provider already holds; the screens refetch through the API (the reader's rights).
 */
export function useMonitoringLive(userId: number, companyId: number): void {
  const { echo } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!echo || !userId) return;
    // Echo hands back the provider's channel (one subscription); only this listener is removed on unmount.
    const channel = echo.private(userChannelName(userId));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: monitoringKeys.all(companyId) });
    channel.listen(MONITORING_UPDATED_EVENT, refresh);
    return () => {
      channel.stopListening(MONITORING_UPDATED_EVENT, refresh);
    };
  }, [echo, userId, companyId, queryClient]);
}
