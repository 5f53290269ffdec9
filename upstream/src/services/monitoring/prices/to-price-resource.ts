import type { PriceResource } from '@/lib/contract/monitoring/prices';
import type { PriceRow } from '../../../monitoring/record/record-price';

export function toPriceResource(p: PriceRow): PriceResource {
  return {
    id: p.id,
    page_id: p.pageId,
    variation_id: p.variationId,
    amount: p.amount,
    list_amount: p.listAmount,
    currency: p.currency,
    availability: p.availability,
    source: p.source,
    raw_text: p.rawText,
    first_observed_at: p.firstObservedAt.toISOString(),
    last_observed_at: p.lastObservedAt.toISOString(),
    observed_count: p.observedCount,
    version_id: p.versionId,
    request_id: p.requestId,
    created_at: p.createdAt.toISOString(),
  };
}
