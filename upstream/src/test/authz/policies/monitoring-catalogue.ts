import type { Policy } from '../rules';

const C = 'companies/{companyId}';
const M = `${C}/monitoring-products`;
const P = `${M}/{monitoringProductId}`;
const ids = (w: Parameters<NonNullable<Policy['params']>>[0]) => ({
  monitoringProductId: w.monitoringProduct,
  variationId: w.monitoringVariation,
  pageId: w.monitoringPage,
  scrapingRequestId: w.scrapingRequest,
});
const read: Policy = { rule: 'company-read', params: ids };
const write = (body?: Policy['body']): Policy => ({ rule: 'company-write', body, params: ids });

/** Company C's monitoring catalogue: members of its teams read, their admins write. */
export const monitoringCataloguePolicies: Record<string, Policy> = {
  [`GET ${M}`]: read,
  [`POST ${M}`]: write(() => ({ name: 'Shampoo', schedule_cron: '0 6 * * *' })),
  [`GET ${P}`]: read,
  [`PUT ${P}`]: write(() => ({ name: 'Soap 300 ml', status: 'paused' })),
  [`DELETE ${P}`]: write(),
  [`GET ${P}/variations`]: read,
  [`POST ${P}/variations`]: write(() => ({ name: 'Rose' })),
  [`GET ${P}/variations/{variationId}`]: read,
  [`PUT ${P}/variations/{variationId}`]: write(() => ({ sku: 'SOAP-L' })),
  [`DELETE ${P}/variations/{variationId}`]: write(),
  [`GET ${P}/pages`]: read,
  [`POST ${P}/pages`]: write(() => ({ url: 'https://other-shop.example/soap' })),
  [`GET ${P}/pages/{pageId}`]: read,
  [`PUT ${P}/pages/{pageId}`]: write(() => ({ status: 'paused' })),
  [`DELETE ${P}/pages/{pageId}`]: write(),
  // 10.0.0.1 is refused by the SSRF guard at once: the cell never waits on the network.
  [`POST ${P}/test-extraction`]: write(() => ({ url: 'http://10.0.0.1/soap', fetch_mode: 'http' })),
  [`GET ${C}/scraping-requests`]: read,
  [`POST ${C}/scraping-requests`]: write((w) => ({ page_ids: [w.monitoringPage] })),
  [`GET ${C}/scraping-requests/{scrapingRequestId}`]: read,
  [`PUT ${C}/scraping-requests/{scrapingRequestId}`]: write(() => ({ status: 'cancelled' })),
  [`DELETE ${C}/scraping-requests/{scrapingRequestId}`]: write(),
};
