'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Review } from '@/lib/contract/relations';
import { REVIEW_MSG } from '@/lib/retailers/messages';
import { reviewsApi } from '@/lib/retailers/retailer-paths';
import { StarRatingInput } from './stars';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; companyId: number; retailerId?: number; productId?: number; review?: Review };

const FIELDS = ['rating', 'title', 'body', 'author', 'reviewed_at', 'product_id', 'company_retailer_id'];

/** "Add review" (`POST companies/{id}/reviews`) and "Edit review" (`PUT …/reviews/{reviewId}`). */
export function ReviewFormDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={rest.review ? 'Edit review' : 'Add review'}>
      {open ? <ReviewForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ReviewForm({ companyId, retailerId, productId, review, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [values, setValues] = useState({
    title: review?.title ?? '',
    body: review?.body ?? '',
    author: review?.author ?? '',
    reviewed_at: review?.reviewed_at?.slice(0, 10) ?? '',
  });
  const retailer = review ? review.company_retailer_id : (retailerId ?? null);
  const product = review ? review.product_id : (productId ?? null);
  const payload = () => ({
    rating: rating ?? undefined,
    title: values.title.trim(),
    body: values.body.trim(),
    author: values.author.trim(),
    reviewed_at: values.reviewed_at,
    company_retailer_id: retailer ?? '',
    product_id: product ?? '',
  });
  const save = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.reviewBody),
    request: () =>
      apiFetch<Review>(review ? `${reviewsApi(companyId)}/${review.id}` : reviewsApi(companyId), { method: review ? 'PUT' : 'POST', json: payload() }),
    errorFallback: review ? REVIEW_MSG.update : REVIEW_MSG.create,
    fields: FIELDS,
    success: { title: review ? REVIEW_MSG.updated : REVIEW_MSG.created },
    invalidate: [companyKeys.companyReviews(companyId)],
    onSuccess: onDone,
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    void save.submit(payload());
  }

  const errors = save.errors;
  return (
    <form onSubmit={submit} noValidate aria-label={review ? 'Edit review' : 'Add review'} className="space-y-4 pb-2">
      <StarRatingInput value={rating} onChange={setRating} errors={errors.rating} />
      <Field label="Title" errors={errors.title}>
        <Input value={values.title} maxLength={200} onChange={set('title')} />
      </Field>
      <Field label="Review" errors={errors.body}>
        <Textarea rows={4} value={values.body} maxLength={5000} onChange={set('body')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Author" errors={errors.author}>
          <Input value={values.author} maxLength={100} onChange={set('author')} />
        </Field>
        <Field label="Date" errors={errors.reviewed_at}>
          <DateField value={values.reviewed_at} onChange={set('reviewed_at')} />
        </Field>
      </div>
      <DialogFooter onCancel={onDone} pending={save.pending} pendingLabel="Saving…" submitLabel={review ? 'Save changes' : 'Add review'} />
    </form>
  );
}
