'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { AVAILABILITIES } from '@/lib/contract/values-forms';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import { AVAILABILITY_LABELS } from '@/lib/monitoring/current-prices';
import { MON_MSG } from '@/lib/monitoring/messages';
import { parseMoneyInput } from '@/lib/monitoring/money';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; companyId: number; productId: number; pages: readonly MonitoringPage[]; currency: string };

const pageOptions = (pages: readonly MonitoringPage[]) => pages.map((p) => ({ value: String(p.id), label: `${p.retailer_name ?? p.domain} – ${p.url}` }));

/** A price seen by a person (a page that cannot be scraped, a shop visit): recorded with source "manual". */
export function ManualPriceDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Enter a price" description="For pages that cannot be scraped. Scraped prices are never rewritten.">
      {open ? <PriceForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function PriceForm({ companyId, productId, pages, currency, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const formId = useId();
  const [v, setV] = useState({ page_id: pages[0] ? String(pages[0].id) : '', amount: '', currency, availability: 'unknown', observed_at: '' });
  const save = useFormMutation({
    schema: () => import('@/lib/contract/monitoring/prices').then((m) => m.priceBody),
    request: (body) => apiFetch(monApi.prices(companyId, productId), { method: 'POST', json: body, fallback: MON_MSG.priceCreate }),
    errorFallback: MON_MSG.priceCreate,
    fields: ['page_id', 'amount', 'currency', 'availability', 'observed_at'],
    success: { title: MON_MSG.priceCreated },
    invalidate: [monitoringKeys.all(companyId)],
    onSuccess: onDone,
  });
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = parseMoneyInput(v.amount, v.currency);
    // A typed amount that does not read stays as text, so the schema says what is wrong beside the field.
    void save.submit({
      ...v,
      amount: minor ?? (v.amount.trim() === '' ? '' : 'x'),
      observed_at: v.observed_at ? new Date(v.observed_at).toISOString() : undefined,
    });
  };
  return (
    <div className="pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label="Enter a price" className="space-y-4">
        <Field label="Page" errors={save.errors.page_id}>
          <Select value={v.page_id} onChange={set('page_id')} placeholder="No page (the product)" options={pageOptions(pages)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Price" required errors={save.errors.amount}>
            <Input inputMode="decimal" placeholder="1199.00" value={v.amount} onChange={set('amount')} data-autofocus />
          </Field>
          <Field label="Currency" required errors={save.errors.currency}>
            <Input maxLength={3} value={v.currency} onChange={(e) => setV((x) => ({ ...x, currency: e.target.value.toUpperCase() }))} />
          </Field>
          <Field label="Availability" errors={save.errors.availability}>
            <Select value={v.availability} onChange={set('availability')} options={AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABELS[a] }))} />
          </Field>
          <Field label="Seen at" hint="Default: now" errors={save.errors.observed_at}>
            <Input type="datetime-local" value={v.observed_at} onChange={set('observed_at')} />
          </Field>
        </div>
      </form>
      <DialogFooter form={formId} pending={save.pending} onCancel={onDone} submitLabel="Record price" />
    </div>
  );
}

/** A review read elsewhere (a shop visit, a marketplace the engine does not reach), recorded as manual. */
export function ManualReviewDialog({ open, onOpenChange, ...rest }: Omit<Props, 'currency'>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add a review" description="Scraped reviews are added by the checks; this records one by hand.">
      {open ? <ReviewForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ReviewForm({ companyId, productId, pages, onDone }: Omit<Props, 'open' | 'onOpenChange' | 'currency'> & { onDone: () => void }) {
  const formId = useId();
  const [v, setV] = useState({ page_id: '', author: '', rating: '', title: '', body: '', published_on: '' });
  const save = useFormMutation({
    schema: () => import('@/lib/contract/monitoring/reviews').then((m) => m.monitoringReviewBody),
    request: (body) => apiFetch(monApi.reviews(companyId, productId), { method: 'POST', json: body, fallback: MON_MSG.reviewCreate }),
    errorFallback: MON_MSG.reviewCreate,
    fields: ['page_id', 'author', 'rating', 'title', 'body', 'published_on'],
    success: { title: MON_MSG.reviewCreated },
    invalidate: [monitoringKeys.reviews(companyId, productId)],
    onSuccess: onDone,
  });
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit({ ...v, published_on: v.published_on || undefined, author: v.author || undefined, title: v.title || undefined });
  };
  return (
    <div className="pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label="Add a review" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Page" errors={save.errors.page_id}>
            <Select value={v.page_id} onChange={set('page_id')} placeholder="No page" options={pageOptions(pages)} />
          </Field>
          <Field label="Rating (0–5)" required errors={save.errors.rating}>
            <Input inputMode="decimal" value={v.rating} onChange={set('rating')} data-autofocus />
          </Field>
          <Field label="Author" errors={save.errors.author}>
            <Input value={v.author} maxLength={200} onChange={set('author')} />
          </Field>
          <Field label="Published on" errors={save.errors.published_on}>
            <DateField value={v.published_on} onChange={set('published_on')} />
          </Field>
        </div>
        <Field label="Title" errors={save.errors.title}>
          <Input value={v.title} maxLength={300} onChange={set('title')} />
        </Field>
        <Field label="Review" required errors={save.errors.body}>
          <Textarea rows={4} value={v.body} onChange={set('body')} />
        </Field>
      </form>
      <DialogFooter form={formId} pending={save.pending} onCancel={onDone} submitLabel="Add review" />
    </div>
  );
}
