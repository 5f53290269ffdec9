/** App and API addresses of the monitoring screens (spec §2; endpoints.txt "Monitoring (under a company)"). */
export const monitoringHref = (companyId: number) => `/company/${companyId}/monitoring`;
export const monitoringProductHref = (companyId: number, productId: number) => `/company/${companyId}/monitoring/${productId}`;
export const monitoringOverviewHref = (companyId: number, productId: number) => `/company/${companyId}/monitoring/${productId}/overview`;
export const pageVersionsHref = (companyId: number, productId: number, snapshotId: number, versionId?: number) =>
  `/company/${companyId}/monitoring/${productId}/retailer-page-versions/${snapshotId}${versionId ? `?version=${versionId}` : ''}`;

const product = (companyId: number, productId: number) => `companies/${companyId}/monitoring-products/${productId}`;

/** API paths relative to /api (what `apiFetch` and `upstreamJson` take). */
export const monApi = {
  products: (companyId: number) => `companies/${companyId}/monitoring-products`,
  product,
  variations: (c: number, p: number) => `${product(c, p)}/variations`,
  variation: (c: number, p: number, id: number) => `${product(c, p)}/variations/${id}`,
  pages: (c: number, p: number) => `${product(c, p)}/pages`,
  testExtraction: (c: number, p: number) => `${product(c, p)}/test-extraction`,
  page: (c: number, p: number, id: number) => `${product(c, p)}/pages/${id}`,
  requests: (c: number, p: number) => `${product(c, p)}/requests`,
  prices: (c: number, p: number) => `${product(c, p)}/prices`,
  price: (c: number, p: number, id: number) => `${product(c, p)}/prices/${id}`,
  reviews: (c: number, p: number) => `${product(c, p)}/reviews`,
  review: (c: number, p: number, id: number) => `${product(c, p)}/reviews/${id}`,
  reports: (c: number, p: number) => `${product(c, p)}/reports`,
  report: (c: number, p: number, id: number) => `${product(c, p)}/reports/${id}`,
  reportContents: (c: number, p: number, id: number) => `${product(c, p)}/reports/${id}/contents`,
  snapshots: (c: number, p: number) => `${product(c, p)}/snapshots`,
  snapshot: (c: number, p: number, id: number) => `${product(c, p)}/snapshots/${id}`,
  versions: (c: number, p: number, s: number) => `${product(c, p)}/snapshots/${s}/versions`,
  version: (c: number, p: number, s: number, v: number) => `${product(c, p)}/snapshots/${s}/versions/${v}`,
  scrapingRequests: (companyId: number) => `companies/${companyId}/scraping-requests`,
  scrapingRequest: (companyId: number, id: number) => `companies/${companyId}/scraping-requests/${id}`,
};

/** A stored part of a version through the BFF (`?part=html|screenshot|text`), for <img> and downloads. */
export const versionPartUrl = (c: number, p: number, s: number, v: number, part: 'html' | 'screenshot' | 'text') =>
  `/api/${monApi.version(c, p, s, v)}?part=${part}`;

/** MAP enforcement screens (issue 35). */
export const mapCasesHref = (companyId: number) => `/company/${companyId}/monitoring/map-cases`;
export const mapCaseHref = (companyId: number, caseId: number) => `/company/${companyId}/monitoring/map-cases/${caseId}`;
export const authorizedSellersHref = (companyId: number) => `/company/${companyId}/monitoring/sellers`;
export const scorecardsHref = (companyId: number) => `/company/${companyId}/monitoring/scorecards`;
export const publicScorecardHref = (token: string) => `/scorecard/${token}`;
