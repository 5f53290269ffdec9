import type { Policy } from '../rules';

const C = 'companies/{companyId}';
const read: Policy = { rule: 'company-read', params: (w) => ({ caseId: w.mCase, monitoringProductId: w.monitoringProduct }) };
const write = (body?: Policy['body'], params?: Policy['params']): Policy => ({ rule: 'company-write', body, params: params ?? ((w) => ({ caseId: w.mCase })) });

/** MAP enforcement (issue 35) under company C: its members read, its admins act; the published scorecard is public. */
export const mapCasePolicies: Record<string, Policy> = {
  [`GET ${C}/map-cases`]: read,
  [`GET ${C}/map-cases/{caseId}`]: read,
  [`PUT ${C}/map-cases/{caseId}`]: write(() => ({ status: 'closed' })),
  [`POST ${C}/map-cases/{caseId}/notice-draft`]: write(() => ({ subject: 'MAP notice' })),
  [`POST ${C}/map-cases/{caseId}/notices`]: write((_w, actor) => ({ idempotency_key: `authz-${actor}` })),
  [`GET ${C}/map-settings`]: read,
  [`PUT ${C}/map-settings`]: write(() => ({ repeat_window_days: 14 })),
  [`GET ${C}/authorized-sellers`]: read,
  [`POST ${C}/authorized-sellers`]: write((w, actor) => ({ retailer_id: w.retailer, seller_name: `Seller of ${actor}` })),
  [`DELETE ${C}/authorized-sellers/{authorizedSellerId}`]: write(undefined, (w) => ({ authorizedSellerId: w.mAuthorizedSeller })),
  [`GET ${C}/monitoring-products/{monitoringProductId}/seller-offers`]: read,
  [`GET ${C}/scorecards/{retailerId}`]: { rule: 'company-read', query: () => 'from=2026-11-01&to=2026-11-21' },
  [`GET ${C}/scorecard-links`]: read,
  [`POST ${C}/scorecard-links`]: write((w) => ({ retailer_id: w.retailer, from: '2026-11-01', to: '2026-11-21', expires_in_days: 7 })),
  [`DELETE ${C}/scorecard-links/{scorecardLinkId}`]: write(undefined, (w) => ({ scorecardLinkId: w.mScorecardLink })),
  'GET public-scorecards/{token}': { rule: 'public', params: (w) => ({ token: w.mScorecardToken }) },
};
