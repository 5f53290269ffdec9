'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { unshownMessages } from '@/lib/api/form-errors';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { MON_MSG } from '@/lib/monitoring/messages';
import { emptyDraft, emptyProgress, runMonitorFlow } from '@/lib/monitoring/monitor-flow';
import type { Draft, FlowProgress } from '@/lib/monitoring/monitor-flow';
import { monitoringProductHref } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { useRetailerOptions } from '@/lib/monitoring/use-monitoring';
import { useProductOptions } from '@/lib/retailers/use-retailer-data';
import { toast } from '@/lib/toasts/toast-store';
import { DraftPages, DraftVariations } from './draft-rows';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; companyId: number };

const PRODUCT_FIELDS = ['name', 'brand', 'product_id', 'map_amount', 'map_currency'];

/** "Monitor a product": from a catalogue product of the company or new, with variations and retailer pages, in one flow. */
export function MonitorProductDialog({ open, onOpenChange, companyId }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Monitor a product"
      description="Name the product, its variations and the retailer pages to watch. Prices are checked at once, then every 6 hours."
      size="lg"
    >
      {open ? <MonitorForm companyId={companyId} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function MonitorForm({ companyId, onCancel }: { companyId: number; onCancel: () => void }) {
  const formId = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [progress, setProgress] = useState<FlowProgress>(emptyProgress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const catalogue = useProductOptions(companyId);
  const retailers = useRetailerOptions(companyId);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const pickCatalogue = (value: string) => {
    const product = catalogue.data?.find((p) => String(p.id) === value);
    set({ catalogueId: value, ...(product ? { name: product.name, brand: product.brand_name ?? draft.brand } : {}) });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    const res = await runMonitorFlow(companyId, draft, progress, (path, body) =>
      apiFetch<{ id: number }>(path, { method: 'POST', json: body, fallback: MON_MSG.create }),
    );
    setPending(false);
    setProgress(res.progress);
    if (res.progress.productId !== null) void queryClient.invalidateQueries({ queryKey: monitoringKeys.all(companyId) });
    if (!res.ok) {
      setErrors(res.errors);
      const shown = [...PRODUCT_FIELDS, ...Object.keys(res.errors).filter((k) => k.includes('.'))];
      const extra = Object.keys(res.errors).length > 0 ? unshownMessages(res.errors, shown) : res.messages;
      if (extra.length > 0) toast.error('Error', extra);
      return;
    }
    toast.success(MON_MSG.created, `${res.progress.pageIds.filter(Boolean).length} retailer page(s) will be checked now.`);
    router.push(monitoringProductHref(companyId, res.productId));
  }

  const started = progress.productId !== null;
  return (
    <div className="space-y-5 pb-2">
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label="Monitor a product" className="space-y-4">
        {started ? (
          <p role="status" className="rounded-control bg-warning-soft px-3 py-2 text-sm">
            The product was created. Correct the rows marked below and continue: what was saved is kept.
          </p>
        ) : null}
        <Field label="From the catalogue" hint="Optional: link a product of this company, or describe a new one." errors={errors.product_id}>
          <Select
            value={draft.catalogueId}
            onChange={(e) => pickCatalogue(e.target.value)}
            placeholder="A new product"
            options={(catalogue.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            disabled={started}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required errors={errors.name}>
            <Input value={draft.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} disabled={started} data-autofocus />
          </Field>
          <Field label="Brand" errors={errors.brand}>
            <Input value={draft.brand} maxLength={150} onChange={(e) => set({ brand: e.target.value })} disabled={started} />
          </Field>
          <Field label="MAP (minimum advertised price)" hint="Prices below it are marked as violations." errors={errors.map_amount}>
            <Input value={draft.mapAmount} inputMode="decimal" placeholder="1249.00" onChange={(e) => set({ mapAmount: e.target.value })} disabled={started} />
          </Field>
          <Field label="MAP currency" errors={errors.map_currency}>
            <Input value={draft.mapCurrency} maxLength={3} onChange={(e) => set({ mapCurrency: e.target.value.toUpperCase() })} disabled={started} />
          </Field>
        </div>
        <DraftVariations draft={draft} set={set} errors={errors} done={progress.variationIds} />
        <DraftPages draft={draft} set={set} errors={errors} done={progress.pageIds} retailers={retailers.data ?? []} />
      </form>
      <DialogFooter submitLabel={started ? 'Continue' : 'Start monitoring'} pending={pending} onCancel={onCancel} form={formId} />
    </div>
  );
}
