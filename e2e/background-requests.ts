/**
 * What counts as a page view's background work (docs/performance.md: a 20-row list view fired
 * 41–43 RSC prefetches): every request after the document that is not a static file of the app.
 * Shared by e2e/first-load-js.spec.ts and bench/page-view-browser.ts, so the check and the record
 * count alike. Typed structurally: @playwright/test's and playwright-core's Request both fit.
 */
type SeenRequest = { url(): string; method(): string; resourceType(): string; headers(): Record<string, string> };

/** `METHOD path?query`, with ` (RSC)` for a React Server Component fetch; null when it is not background work. */
export function backgroundRequest(req: SeenRequest, base: string): string | null {
  const url = new URL(req.url());
  // The document itself and static files (scripts, styles, fonts) are the page, not background work.
  if (req.resourceType() === 'document' || url.pathname.startsWith('/_next/static/') || url.origin !== new URL(base).origin) return null;
  return `${req.method()} ${url.pathname}${url.search}${req.headers()['rsc'] ? ' (RSC)' : ''}`;
}

/** The most a 20-row list view may make (e2e/first-load-js.spec.ts checks it; bench/record.ts's goal). */
export const BACKGROUND_REQUESTS_MAX = 12;

/** The RSC prefetches among them (what the intent-prefetching Link removed). */
export const rscRequests = (requests: string[]): string[] => requests.filter((b) => b.includes('(RSC)') || b.includes('_rsc='));
