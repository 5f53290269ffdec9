import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';

/** Whether a scraping request is over (finished, cancelled, or every page done). */
export const scrapeOver = (r: Pick<ScrapingRequest, 'status' | 'done' | 'total'>): boolean => r.status !== 'running' || r.done >= r.total;

/** "3 of 5 pages checked" */
export function scrapeText(r: Pick<ScrapingRequest, 'status' | 'done' | 'total'>): string {
  if (r.status === 'cancelled') return `Cancelled after ${r.done} of ${r.total} pages`;
  if (r.total === 0) return 'No active pages to check';
  return `${Math.min(r.done, r.total)} of ${r.total} page${r.total === 1 ? '' : 's'} checked`;
}
