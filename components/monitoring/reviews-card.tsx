'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useState } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { StarIcon } from '@/components/ui/kind-icons';
import { Pager } from '@/components/ui/pager';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import { formatDay } from '@/lib/dates/format-date';
import { MON_MSG } from '@/lib/monitoring/messages';
import { useReviews } from '@/lib/monitoring/use-monitoring';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const ManualReviewDialog = clientOnly(() => import('./manual-entry-dialogs').then((m) => m.ManualReviewDialog));

type Props = { companyId: number; productId: number; pages: readonly MonitoringPage[]; canEdit: boolean };

/** Reviews scraped from the pages and entered by hand, newest first, with "Add a review". */
export function ReviewsCard({ companyId, productId, pages, canEdit }: Props) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const { data, isPending, error, refetch, isFetching } = useReviews(companyId, productId, page);
  const empty = data !== undefined && data.data.length === 0;
  const add = canEdit ? (
    <Button size="small" variant={empty ? 'primary' : 'outline'} onClick={() => setOpen(true)}>
      Add review
    </Button>
  ) : null;
  return (
    <Card>
      <CardHeader
        title="Reviews"
        description="Scraped from the retailer pages, or entered by hand."
        // While there is none, "Add review" is the empty state's action instead: never two of the same name.
        actions={empty ? null : add}
      />
      <div className="space-y-3 p-4 sm:px-6">
        <ListFeedback pending={isPending} error={data ? null : error} label="reviews" fallback={MON_MSG.fetchReviews} onRetry={refetch} />
        {empty ? <EmptyState compact headingLevel={3} icon={StarIcon} title="No reviews yet" action={add ?? undefined} /> : null}
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
                    {[r.author ?? 'Anonymous', r.published_on ? formatDay(r.published_on) : null, r.source === 'manual' ? 'entered by hand' : 'scraped']
                      .filter(Boolean)
                      .join(' · ')}
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
