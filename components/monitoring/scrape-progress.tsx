'use client';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';
import { scrapeText } from '@/lib/monitoring/scrape-progress';

/** A scraping request's progress (done / total) as a bar, announced politely; dismissable once over. */
export function ScrapeProgress({ request, over, onDismiss }: { request: ScrapingRequest | undefined; over: boolean; onDismiss: () => void }) {
  if (!request) return null;
  const percent = request.total === 0 ? 100 : Math.round((Math.min(request.done, request.total) / request.total) * 100);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface px-4 py-3 text-sm" data-testid="scrape-progress">
      {over ? null : <Spinner className="size-4 text-primary" />}
      <div className="min-w-0 flex-1 space-y-1.5">
        <p aria-live="polite" className="font-medium">
          {over ? 'Scrape finished: ' : 'Scraping: '}
          {scrapeText(request)}
        </p>
        <div
          role="progressbar"
          aria-label="Scrape progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {over ? (
        <Button size="small" variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
      ) : null}
    </div>
  );
}
