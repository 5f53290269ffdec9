/**
 * React Query keys of the monitoring screens, under the company's key (`['companies', id, …]`) so
 * a company-wide invalidation refreshes them too. `monitoringKeys.all(c)` is the prefix the live
 * `monitoring.updated` event and "scrape now" invalidate: lists, products, prices, versions.
 */
export const monitoringKeys = {
  all: (c: number) => ['companies', c, 'monitoring'] as const,
  list: (c: number) => ['companies', c, 'monitoring', 'products'] as const,
  product: (c: number, p: number) => ['companies', c, 'monitoring', 'product', p] as const,
  variations: (c: number, p: number) => ['companies', c, 'monitoring', 'product', p, 'variations'] as const,
  pages: (c: number, p: number) => ['companies', c, 'monitoring', 'product', p, 'pages'] as const,
  requests: (c: number, p: number, pageId: number | null) => ['companies', c, 'monitoring', 'product', p, 'requests', pageId] as const,
  snapshots: (c: number, p: number) => ['companies', c, 'monitoring', 'product', p, 'snapshots'] as const,
  snapshot: (c: number, p: number, s: number) => ['companies', c, 'monitoring', 'product', p, 'snapshots', s] as const,
  versions: (c: number, p: number, s: number) => ['companies', c, 'monitoring', 'product', p, 'snapshots', s, 'versions'] as const,
  version: (c: number, p: number, s: number, v: number, compare: number | null) =>
    ['companies', c, 'monitoring', 'product', p, 'snapshots', s, 'version', v, compare] as const,
  prices: (c: number, p: number) => ['companies', c, 'monitoring', 'product', p, 'prices'] as const,
  series: (c: number, p: number, from: string | null) => ['companies', c, 'monitoring', 'product', p, 'prices', 'series', from] as const,
  reviews: (c: number, p: number) => ['companies', c, 'monitoring', 'product', p, 'reviews'] as const,
  reports: (c: number, p: number) => ['companies', c, 'monitoring', 'product', p, 'reports'] as const,
  reportContents: (c: number, p: number, r: number) => ['companies', c, 'monitoring', 'product', p, 'reports', r, 'contents'] as const,
  scraping: (c: number, id: number) => ['companies', c, 'monitoring', 'scraping', id] as const,
  /** The company's retailers as options of the page form (under the retailers prefix: retailer edits refresh it). */
  retailerOptions: (c: number) => ['companies', c, 'retailers', 'monitoring-options'] as const,
};
