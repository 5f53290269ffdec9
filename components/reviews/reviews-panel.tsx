'use client';

import { useState } from 'react';
import { PagedPanel } from '@/components/directories/paged-panel';
import { Button } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/kind-icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Review } from '@/lib/contract/relations';
import { usePagedQuery } from '@/lib/directories/use-paged-query';
import { formatDay } from '@/lib/retailers/dates';
import { REVIEW_MSG } from '@/lib/retailers/messages';
import { reviewsApi } from '@/lib/retailers/retailer-paths';
import { StarRating } from './stars';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The form dialog: its code loads after the page is up (decision 0014), not with the page. */
const ReviewFormDialog = clientOnly(() => import('./review-form-dialog').then((m) => m.ReviewFormDialog));

const reviewName = (r: Review) => (r.title ? `the review “${r.title}”` : `the ${r.rating}-star review`);

/** A company's reviews, newest first; those of one retailer or product when given: add, edit, delete. */
export function ReviewsPanel({ companyId, retailerId, productId, canEdit }: { companyId: number; retailerId?: number; productId?: number; canEdit: boolean }) {
  const list = usePagedQuery<Review>(
    companyKeys.companyReviews(companyId),
    reviewsApi(companyId),
    { company_retailer_id: retailerId, product_id: productId, sort: '-created_at' },
    REVIEW_MSG.fetchList,
  );
  const [editing, setEditing] = useState<{ open: boolean; review?: Review }>({ open: false });
  const [removing, setRemoving] = useState<Review | null>(null);
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(`${reviewsApi(companyId)}/${id}`, { method: 'DELETE' }),
    errorFallback: REVIEW_MSG.delete,
    success: { title: REVIEW_MSG.deleted },
    invalidate: [companyKeys.companyReviews(companyId)],
    onSuccess: list.onRemoved,
  });

  return (
    <>
      <PagedPanel
        title="Reviews"
        create={
          canEdit ? (
            <Button size="small" onClick={() => setEditing({ open: true })}>
              Add review
            </Button>
          ) : null
        }
        list={list}
        noun={['review', 'reviews']}
        empty={{ icon: StarIcon, title: 'No reviews yet' }}
        failure={REVIEW_MSG.fetchList}
        itemKey={(r) => r.id}
        renderItem={(r) => (
          <article className="flex flex-wrap items-start gap-x-4 gap-y-2">
            <div className="min-w-0 flex-1 basis-56 space-y-1">
              <div className="flex flex-wrap items-center gap-x-2">
                <StarRating rating={r.rating} />
                {r.title ? <h3 className="text-sm font-medium">{r.title}</h3> : null}
              </div>
              {r.body ? <p className="line-clamp-4 text-sm whitespace-pre-line">{r.body}</p> : null}
              <p className="text-xs text-muted-foreground">
                {[
                  r.author ? `by ${r.author}` : null,
                  formatDay(r.reviewed_at) || null,
                  !retailerId && r.company_retailer_name ? `at ${r.company_retailer_name}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            {canEdit ? (
              <div className="flex gap-2">
                <Button size="small" variant="outline" onClick={() => setEditing({ open: true, review: r })} aria-label={`Edit ${reviewName(r)}`}>
                  Edit
                </Button>
                <Button size="small" variant="outline" onClick={() => setRemoving(r)} aria-label={`Delete ${reviewName(r)}`}>
                  Delete
                </Button>
              </div>
            ) : null}
          </article>
        )}
      />
      <ReviewFormDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        companyId={companyId}
        retailerId={retailerId}
        productId={productId}
        review={editing.review}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Delete review?"
        text={
          removing
            ? `Delete ${reviewName(removing)}? You can restore it from “Recently deleted” on your profile.`
            : 'You can restore it from “Recently deleted” on your profile.'
        }
        confirmLabel="Delete review"
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </>
  );
}
