'use client';

import { useId, useState } from 'react';
import { DetailsDisclosure } from '@/components/ui/details-disclosure';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { MAX_PAGE_STEPS } from '@/lib/contract/monitoring/page-steps';
import { apiFetch } from '@/lib/api/api-fetch';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { Variation } from '@/lib/contract/monitoring/variations';
import { MON_MSG } from '@/lib/monitoring/messages';
import { pageFormBody, pageFormValues } from '@/lib/monitoring/page-form';
import type { PageFormValues } from '@/lib/monitoring/page-form';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { testExtractionBodyOf } from '@/lib/monitoring/test-extraction';
import { useRetailerOptions } from '@/lib/monitoring/use-monitoring';
import { TestExtractionPanel } from './test-extraction-panel';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  productId: number;
  page?: MonitoringPage;
  variations: readonly Variation[];
};

const FIELDS = [
  'url',
  'company_retailer_id',
  'variation_id',
  'fetch_mode',
  'status',
  'settings',
  'settings.price_selector',
  'settings.price_xpath',
  'settings.price_regex',
  'settings.currency',
  'settings.locale',
  'settings.ignore_selectors',
  'settings.steps',
  ...Array.from({ length: MAX_PAGE_STEPS }, (_, i) => ['action', 'selector', 'ms'].map((f) => `settings.steps.${i}.${f}`)).flat(),
];

/** A step's errors as "Step 2: …", so the line to fix is named. */
const stepErrors = (er: Record<string, string[] | undefined>) =>
  Object.entries(er)
    .filter(([key]) => key.startsWith('settings.steps'))
    .flatMap(([key, messages]) => {
      const n = key.split('.')[2];
      return (messages ?? []).map((m) => (n === undefined ? m : `Step ${Number(n) + 1}: ${m}`));
    });

/** "Add page" and "Edit page": URL, retailer, variation, fetch mode and the extraction settings for pages the cascade reads wrong. */
export function PageFormDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={rest.page ? 'Edit page' : 'Add page'}
      description="Structured data (JSON-LD, microdata) is read first; a selector, XPath or pattern here overrides it."
      size="lg"
    >
      {open ? <PageForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function PageForm({ companyId, productId, page, variations, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const formId = useId();
  const [values, setValues] = useState<PageFormValues>(() => pageFormValues(page));
  const [checkAfter, setCheckAfter] = useState(false);
  // Open from the start only for a page that already has extraction settings: most pages need none.
  const [advancedOpen] = useState(() =>
    [values.priceSelector, values.priceXPath, values.priceRegex, values.currency, values.locale, values.ignoreSelectors, values.steps].some(
      (v) => v.trim() !== '',
    ),
  );
  const retailers = useRetailerOptions(companyId);
  const save = useFormMutation({
    schema: () => import('@/lib/contract/monitoring/pages').then((m) => (page ? m.pageUpdateBody : m.pageBody)),
    request: (body) =>
      apiFetch<MonitoringPage>(page ? monApi.page(companyId, productId, page.id) : monApi.pages(companyId, productId), {
        method: page ? 'PUT' : 'POST',
        json: body,
        fallback: page ? MON_MSG.pageUpdate : MON_MSG.pageCreate,
      }),
    errorFallback: page ? MON_MSG.pageUpdate : MON_MSG.pageCreate,
    fields: FIELDS,
    success: { title: page ? MON_MSG.pageUpdated : MON_MSG.pageCreated },
    invalidate: [monitoringKeys.all(companyId)],
    onSuccess: async (saved) => {
      // "Test extraction" previews before saving; a check right away records what is read, in its request and latest price.
      if (checkAfter) await apiFetch(monApi.requests(companyId, productId), { method: 'POST', json: { page_id: saved.id } });
      onDone();
    },
  });
  const set = (key: keyof PageFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(pageFormBody(values, page));
  };
  const er = save.errors;

  return (
    <div className="space-y-4 pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label={page ? 'Edit page' : 'Add page'} className="space-y-4">
        <Field label="URL" required errors={er.url}>
          <Input type="url" inputMode="url" value={values.url} onChange={set('url')} placeholder="https://" data-autofocus />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Retailer" errors={er.company_retailer_id}>
            <Select
              value={values.retailerId}
              onChange={set('retailerId')}
              placeholder="No retailer"
              options={(retailers.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            />
          </Field>
          <Field label="Variation" errors={er.variation_id}>
            <Select
              value={values.variationId}
              onChange={set('variationId')}
              placeholder="The product"
              options={variations.map((v) => ({ value: String(v.id), label: v.name }))}
            />
          </Field>
          <Field label="Fetch mode" hint="Auto tries plain HTTP first, then a browser." errors={er.fetch_mode}>
            <Select
              value={values.fetchMode}
              onChange={set('fetchMode')}
              options={[
                { value: 'auto', label: 'Auto' },
                { value: 'http', label: 'HTTP only' },
                { value: 'browser', label: 'Browser' },
              ]}
            />
          </Field>
          {page ? (
            <Field label="Checks" errors={er.status}>
              <Select
                value={values.status}
                onChange={set('status')}
                options={[
                  { value: 'active', label: 'Active' },
                  { value: 'paused', label: 'Paused' },
                ]}
              />
            </Field>
          ) : null}
        </div>
        <DetailsDisclosure summary="Extraction settings (for pages read wrong)" open={advancedOpen || Object.keys(er).some((k) => k.startsWith('settings'))}>
          <fieldset className="space-y-3">
            <legend className="sr-only">Extraction settings</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Price selector" hint="CSS, e.g. .price" errors={er['settings.price_selector']}>
                <Input value={values.priceSelector} onChange={set('priceSelector')} />
              </Field>
              <Field label="Price XPath" errors={er['settings.price_xpath']}>
                <Input value={values.priceXPath} onChange={set('priceXPath')} />
              </Field>
              <Field label="Price pattern (regex)" errors={er['settings.price_regex']}>
                <Input value={values.priceRegex} onChange={set('priceRegex')} />
              </Field>
              <Field label="Currency" hint="When the page does not say it" errors={er['settings.currency']}>
                <Input value={values.currency} maxLength={3} onChange={set('currency')} placeholder="EUR" />
              </Field>
              <Field label="Locale" hint="How the page writes numbers, e.g. de-DE" errors={er['settings.locale']}>
                <Input value={values.locale} onChange={set('locale')} />
              </Field>
            </div>
            <Field
              label="Ignore selectors"
              hint="One CSS selector a line: changes inside them are not changes."
              errors={er['settings.ignore_selectors'] ?? er.settings}
            >
              <Textarea rows={3} value={values.ignoreSelectors} onChange={set('ignoreSelectors')} />
            </Field>
            <Field
              label="Steps before reading the price"
              hint={`Run in the browser, one a line, at most ${MAX_PAGE_STEPS}: “click #accept-cookies”, “wait for .price”, “wait 500”.`}
              errors={stepErrors(er)}
            >
              <Textarea rows={3} value={values.steps} onChange={set('steps')} placeholder="click #accept-cookies" />
            </Field>
          </fieldset>
        </DetailsDisclosure>
        <TestExtractionPanel companyId={companyId} productId={productId} body={testExtractionBodyOf(values, page)} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={checkAfter} onChange={(e) => setCheckAfter(e.target.checked)} />
          Check the page right after saving (see the outcome under Requests)
        </label>
      </form>
      <DialogFooter submitLabel={page ? 'Save page' : 'Add page'} pending={save.pending} onCancel={onDone} form={formId} />
    </div>
  );
}
