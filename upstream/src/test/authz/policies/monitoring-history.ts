import type { Policy } from '../rules';
import type { World } from '../world';

const P = 'companies/{companyId}/monitoring-products/{monitoringProductId}';

/** Path ids of company C's monitoring history (reviewId and versionId would otherwise be the company review and file version). */
const ids = (w: World) => ({
  monitoringProductId: w.monitoringProduct,
  requestId: w.mRequest,
  snapshotId: w.mSnapshot,
  versionId: w.mVersion,
  priceId: w.mPrice,
  reviewId: w.mReview,
  reportId: w.mReport,
});
const read: Policy = { rule: 'company-read', params: ids };
const write = (body?: Policy['body'], params?: (w: World) => Record<string, number>): Policy => ({
  rule: 'company-write',
  body,
  params: (w) => ({ ...ids(w), ...params?.(w) }),
});

/** What monitoring observed for company C's product: members of its teams read, their admins write. */
export const monitoringHistoryPolicies: Record<string, Policy> = {
  [`GET ${P}/requests`]: read,
  [`POST ${P}/requests`]: write((w) => ({ page_id: w.monitoringPage })),
  [`GET ${P}/requests/{requestId}`]: read,
  // Only a queued request can be cancelled (a finished one is a 409).
  [`PUT ${P}/requests/{requestId}`]: write(
    () => ({ status: 'cancelled' }),
    (w) => ({ requestId: w.mQueuedRequest }),
  ),
  [`DELETE ${P}/requests/{requestId}`]: write(),
  [`GET ${P}/snapshots`]: read,
  [`POST ${P}/snapshots`]: write((w) => ({ page_id: w.monitoringPage, html: '<h1>Soap 250 ml</h1><p>$4.49</p>' })),
  [`GET ${P}/snapshots/{snapshotId}`]: read,
  [`PUT ${P}/snapshots/{snapshotId}`]: write(() => ({ ignore_selectors: ['.cart'] })),
  [`DELETE ${P}/snapshots/{snapshotId}`]: write(),
  [`GET ${P}/snapshots/{snapshotId}/versions`]: read,
  [`GET ${P}/snapshots/{snapshotId}/versions/{versionId}`]: read,
  [`GET ${P}/prices`]: read,
  [`POST ${P}/prices`]: write((w) => ({ page_id: w.monitoringPage, amount: 449, currency: 'USD' })),
  [`GET ${P}/prices/{priceId}`]: read,
  [`PUT ${P}/prices/{priceId}`]: write(() => ({ amount: 479 })),
  [`DELETE ${P}/prices/{priceId}`]: write(),
  [`GET ${P}/reviews`]: read,
  [`POST ${P}/reviews`]: write((w) => ({ page_id: w.monitoringPage, rating: 5, body: 'Lovely' })),
  [`GET ${P}/reviews/{reviewId}`]: read,
  [`PUT ${P}/reviews/{reviewId}`]: write(() => ({ rating: 3.5 })),
  [`DELETE ${P}/reviews/{reviewId}`]: write(),
  [`GET ${P}/reports`]: read,
  [`POST ${P}/reports`]: write(() => ({ kind: 'price_overview', from: '2026-11-01', to: '2026-11-22' })),
  [`GET ${P}/reports/{reportId}`]: read,
  // A ready report is immutable (409): the failed one is generated again.
  [`PUT ${P}/reports/{reportId}`]: write(
    () => ({ kind: 'change_digest' }),
    (w) => ({ reportId: w.mFailedReport }),
  ),
  [`DELETE ${P}/reports/{reportId}`]: write(),
  [`GET ${P}/reports/{reportId}/contents`]: read,
};
