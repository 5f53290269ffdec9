'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { RatingPoint } from '@/lib/contract/monitoring/reviews';
import { formatDate, formatDay } from '@/lib/dates/format-date';
import { MON_MSG } from '@/lib/monitoring/messages';
import { useReviews } from '@/lib/monitoring/use-monitoring';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (issue 13).
const ManualReviewDialog = dynamic(() => import('./manual-entry-dialogs').then((m) => m.ManualReviewDialog), { ssr: false });

type Props = { companyId: number; productId: number; pages: readonly MonitoringPage[]; canEdit: boolean };

/** Reviews scraped from the pages and entered by hand, newest first, with "Add a review". */
export function ReviewsCard({ companyId, productId, pages, canEdit }: Props) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const { data, isPending, error, refetch, isFetching } = useReviews(companyId, productId, page);
  return (
    <Card>
      <CardHeader title="Reviews" description="Scraped from the retailer pages, or entered by hand." actions={canEdit ? <Button size="small" variant="outline" onClick={() => setOpen(true)}>Add review</Button> : null} />
      <div className="space-y-3 p-4 sm:px-6">
        <ListFeedback pending={isPending} error={data ? null : error} label="reviews" fallback={MON_MSG.fetchReviews} onRetry={refetch} />
        {data && data.data.length === 0 ? <p className="text-sm text-muted-foreground">No reviews yet.</p> : null}
        {data && data.data.length > 0 ? (
          <>
            <ul className="divide-y divide-border">
              {data.data.map((r) => (
                <li key={r.id} className="space-y-1 py-3">
                  <p className="text-sm font-medium">
                    {r.rating !== null ? `${r.rating} / 5` : 'No rating'}
                    {r.title ? ` · ${r.title}` : ''}
                  </p>
                  <p className="text-sm whitespace-pre-line break-words">{r.body}</p>
                  <p className="text-xs text-muted-foreground">
                    {[r.author ?? 'Anonymous', r.published_on ? formatDay(r.published_on) : null, r.source === 'manual' ? 'entered by hand' : 'scraped'].filter(Boolean).join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
            <Pager meta={data.meta} onPage={setPage} noun={['review', 'reviews']} busy={isFetching} />
          </>
        ) : null}
      </div>
      {canEdit ? <ManualReviewDialog open={open} onOpenChange={setOpen} companyId={companyId} productId={productId} pages={pages} /> : null}
    </Card>
  );
}

/** Each page's aggregate rating over time, as a list (one line per change of value or count). */
export function RatingSeries({ series, pages }: { series: readonly RatingPoint[]; pages: readonly MonitoringPage[] }) {
  if (series.length === 0) return <p className="text-sm text-muted-foreground">No ratings recorded yet.</p>;
  const names = new Map(pages.map((p) => [p.id, p.retailer_name ?? p.domain]));
  return (
    <ul className="divide-y divide-border text-sm" aria-label="Rating over time">
      {series.map((r, i) => (
        <li key={`${r.page_id}-${i}`} className="flex flex-wrap justify-between gap-2 py-2">
          <span>{names.get(r.page_id) ?? `Page ${r.page_id}`}</span>
          <span className="tabular-nums">
            {r.value} / {r.best ?? 5}
            {r.count !== null ? ` (${r.count} reviews)` : ''}
          </span>
          <span className="w-full text-xs text-muted-foreground">
            {formatDate(r.first_observed_at)} – {formatDate(r.last_observed_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}
