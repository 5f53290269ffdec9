'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { Variation } from '@/lib/contract/monitoring/variations';
import { MON_MSG } from '@/lib/monitoring/messages';
import { formatMoney, parseMoneyInput } from '@/lib/monitoring/money';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { toast } from '@/lib/toasts/toast-store';

type Props = { companyId: number; productId: number; variations: readonly Variation[]; canEdit: boolean };

/** The product's variations (size, colour, pack) with their MAP override; add and delete. */
export function VariationsCard({ companyId, productId, variations, canEdit }: Props) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Variation | null>(null);
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(monApi.variation(companyId, productId, id), { method: 'DELETE', fallback: MON_MSG.variationDelete }),
    errorFallback: MON_MSG.variationDelete,
    success: { title: MON_MSG.variationDeleted },
    invalidate: [monitoringKeys.all(companyId)],
  });
  return (
    <Card>
      <CardHeader
        title="Variations"
        actions={
          canEdit ? (
            <Button size="small" variant="outline" onClick={() => setOpen(true)}>
              Add variation
            </Button>
          ) : null
        }
      />
      <ul className="divide-y divide-border text-sm">
        {variations.length === 0 ? <li className="px-4 py-3 text-muted-foreground sm:px-6">None: the pages watch the product itself.</li> : null}
        {variations.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 sm:px-6">
            <span className="font-medium">{v.name}</span>
            <span className="text-xs text-muted-foreground">
              {v.pages_count} page{v.pages_count === 1 ? '' : 's'}
              {v.map_amount !== null ? ` · MAP ${formatMoney(v.map_amount, v.map_currency)}` : ''}
            </span>
            {canEdit ? (
              <Button size="small" variant="outline" onClick={() => setDeleting(v)} aria-label={`Delete variation ${v.name}`}>
                Delete
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={open} onOpenChange={setOpen} title="Add variation">
        {open ? <VariationForm companyId={companyId} productId={productId} onDone={() => setOpen(false)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'variation'}?`}
        text="Its pages and their history are deleted with it. You can restore it from “Recently deleted” on your profile."
        onConfirm={() => (deleting ? remove.run(deleting.id) : false)}
      />
    </Card>
  );
}

function VariationForm({ companyId, productId, onDone }: { companyId: number; productId: number; onDone: () => void }) {
  const formId = useId();
  const [v, setV] = useState({ name: '', sku: '', map: '', map_currency: 'EUR' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // The server checks the body (the contract's variationBody pulls the cron parser into the bundle).
  const save = useApiMutation<unknown, Record<string, unknown>>({
    request: (body) => apiFetch(monApi.variations(companyId, productId), { method: 'POST', json: body, fallback: MON_MSG.variationCreate }),
    errorFallback: MON_MSG.variationCreate,
    errorToast: false,
    success: { title: MON_MSG.variationCreated },
    invalidate: [monitoringKeys.all(companyId)],
    onSuccess: onDone,
    onError: (e) => {
      setErrors(e.fieldErrors);
      if (Object.keys(e.fieldErrors).length === 0) toast.error('Error', e.messages);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const map = v.map.trim() === '' ? null : parseMoneyInput(v.map, v.map_currency);
    if (map === null && v.map.trim() !== '') {
      setErrors({ map_amount: ['The MAP must be an amount such as 1249.00.'] });
      return;
    }
    void save.run({ name: v.name, sku: v.sku, map_amount: map ?? '', map_currency: map === null ? '' : v.map_currency });
  };
  return (
    <div className="pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label="Add variation" className="space-y-4">
        <Field label="Name" required errors={errors.name}>
          <Input value={v.name} maxLength={200} onChange={(e) => setV({ ...v, name: e.target.value })} data-autofocus />
        </Field>
        <Field label="SKU" errors={errors.sku}>
          <Input value={v.sku} maxLength={100} onChange={(e) => setV({ ...v, sku: e.target.value })} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="MAP override" hint="Empty: the product's MAP" errors={errors.map_amount}>
            <Input inputMode="decimal" value={v.map} onChange={(e) => setV({ ...v, map: e.target.value })} />
          </Field>
          <Field label="MAP currency" errors={errors.map_currency}>
            <Input maxLength={3} value={v.map_currency} onChange={(e) => setV({ ...v, map_currency: e.target.value.toUpperCase() })} />
          </Field>
        </div>
      </form>
      <div className="flex flex-col-reverse gap-2 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" form={formId} loading={save.isPending} loadingText="Saving…">
          Add variation
        </Button>
      </div>
    </div>
  );
}
