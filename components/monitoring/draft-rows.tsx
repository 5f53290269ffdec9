'use client';

import { Button } from '@/components/ui/button';
import { DetailsDisclosure } from '@/components/ui/details-disclosure';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { Draft, DraftPage } from '@/lib/monitoring/monitor-flow';

type RowsProps = { draft: Draft; set: (patch: Partial<Draft>) => void; errors: FieldErrors; done: readonly (number | null)[] };

/** A page's variation index after variation `removed` is taken out of the list. */
function shiftVariation(value: string, removed: number): string {
  if (value === '') return value;
  const n = Number(value);
  return n === removed ? '' : String(n > removed ? n - 1 : n);
}

const Saved = () => <span className="text-xs font-medium text-success">Saved</span>;

/** The variations of the new product (sizes, colours); each is one name here, details later on the product. */
export function DraftVariations({ draft, set, errors, done }: RowsProps) {
  const update = (i: number, name: string) => set({ variations: draft.variations.map((v, k) => (k === i ? { name } : v)) });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Variations</legend>
      {draft.variations.length === 0 ? <p className="text-xs text-muted-foreground">None: the pages watch the product itself.</p> : null}
      {draft.variations.map((v, i) => (
        <div key={i} className="flex items-end gap-2">
          <Field label={`Variation ${i + 1} name`} errors={errors[`variations.${i}.name`]} className="flex-1">
            <Input value={v.name} maxLength={200} onChange={(e) => update(i, e.target.value)} disabled={Boolean(done[i])} />
          </Field>
          {done[i] ? (
            <Saved />
          ) : (
            <Button
              size="small"
              variant="outline"
              onClick={() =>
                set({
                  variations: draft.variations.filter((_, k) => k !== i),
                  pages: draft.pages.map((p) => ({ ...p, variation: shiftVariation(p.variation, i) })),
                })
              }
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      <Button size="small" variant="outline" onClick={() => set({ variations: [...draft.variations, { name: '' }] })}>
        Add variation
      </Button>
    </fieldset>
  );
}

/** The retailer pages: URL, company retailer, variation and an optional price selector for pages without structured data. */
export function DraftPages({ draft, set, errors, done, retailers }: RowsProps & { retailers: readonly CompanyRetailer[] }) {
  const update = (i: number, patch: Partial<DraftPage>) => set({ pages: draft.pages.map((p, k) => (k === i ? { ...p, ...patch } : p)) });
  const variationOptions = draft.variations.map((v, i) => ({ value: String(i), label: v.name || `Variation ${i + 1}` }));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Retailer pages</legend>
      {draft.pages.map((p, i) => {
        const e = (key: string) => errors[`pages.${i}.${key}`];
        const locked = Boolean(done[i]);
        return (
          <div key={i} className="space-y-3 rounded-control border border-border p-3" data-testid="draft-page">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium">Page {i + 1}</span>
              {locked ? (
                <Saved />
              ) : draft.pages.length > 1 ? (
                <Button size="small" variant="outline" onClick={() => set({ pages: draft.pages.filter((_, k) => k !== i) })}>
                  Remove
                </Button>
              ) : null}
            </div>
            <Field label={`Page ${i + 1} URL`} errors={e('url')} required>
              <Input type="url" inputMode="url" placeholder="https://" value={p.url} onChange={(ev) => update(i, { url: ev.target.value })} disabled={locked} />
            </Field>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={`Page ${i + 1} retailer`} errors={e('company_retailer_id')}>
                <Select
                  value={p.retailerId}
                  onChange={(ev) => update(i, { retailerId: ev.target.value })}
                  placeholder="No retailer"
                  options={retailers.map((r) => ({ value: String(r.id), label: r.name }))}
                  disabled={locked}
                />
              </Field>
              <Field label={`Page ${i + 1} variation`} errors={e('variation_id')}>
                <Select
                  value={p.variation}
                  onChange={(ev) => update(i, { variation: ev.target.value })}
                  placeholder="The product"
                  options={variationOptions}
                  disabled={locked}
                />
              </Field>
            </div>
            <DetailsDisclosure
              summary={
                <>
                  Advanced<span className="sr-only"> settings of page {i + 1}</span>
                </>
              }
              open={Boolean(e('settings.price_selector') || e('settings'))}
            >
              <Field
                label={`Page ${i + 1} price selector`}
                hint="For a page without structured data: a CSS selector such as .price"
                errors={e('settings.price_selector') ?? e('settings')}
              >
                <Input value={p.priceSelector} placeholder=".price" onChange={(ev) => update(i, { priceSelector: ev.target.value })} disabled={locked} />
              </Field>
            </DetailsDisclosure>
          </div>
        );
      })}
      <Button size="small" variant="outline" onClick={() => set({ pages: [...draft.pages, { url: '', retailerId: '', variation: '', priceSelector: '' }] })}>
        Add page
      </Button>
    </fieldset>
  );
}
