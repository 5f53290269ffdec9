import type { MonitoringRequest } from '@/lib/contract/monitoring/requests';
import type { monitoringRequests } from '../../../db/schema';

export type RequestRow = typeof monitoringRequests.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A request row on the wire (the lock columns stay internal). */
export function toRequestResource(r: RequestRow): MonitoringRequest {
  return {
    id: r.id,
    page_id: r.pageId,
    trigger: r.trigger,
    status: r.status,
    attempts: r.attempts,
    not_before: r.notBefore.toISOString(),
    fetcher: r.fetcher,
    http_status: r.httpStatus,
    final_url: r.finalUrl,
    error_code: r.errorCode,
    error: r.error,
    duration_ms: r.durationMs,
    bytes: r.bytes,
    version_id: r.versionId,
    price_id: r.priceId,
    started_at: iso(r.startedAt),
    finished_at: iso(r.finishedAt),
    created_at: r.createdAt.toISOString(),
  };
}
